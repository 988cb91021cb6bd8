export type { CartIconProps } from './CartIcon.tsx';
export { CartIcon } from './CartIcon.tsx';
