export { lazyDialog } from './lazyDialog.tsx';
