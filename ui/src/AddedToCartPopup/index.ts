export type { AddedToCartPopupProps } from './AddedToCartPopup.tsx';
export { AddedToCartPopup } from './AddedToCartPopup.tsx';
