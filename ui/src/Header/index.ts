export type { HeaderProps } from './Header.tsx';
export { Header } from './Header.tsx';
