export type { LinkButtonProps } from './LinkButton.tsx';
export { LinkButton } from './LinkButton.tsx';
