export type { DialogProps } from './Dialog.tsx';
export { Dialog } from './Dialog.tsx';
