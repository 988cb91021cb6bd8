export type { FooterProps, FooterTexts } from './Footer.tsx';
export { Footer } from './Footer.tsx';
