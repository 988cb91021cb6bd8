export type { FooterProps } from './Footer.tsx';
export { Footer } from './Footer.tsx';
