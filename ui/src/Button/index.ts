export type { ButtonProps } from './Button.tsx';
export { Button } from './Button.tsx';
