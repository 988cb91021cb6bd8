export type { Toast, ToastRegionProps } from './ToastRegion.tsx';
export { ToastRegion } from './ToastRegion.tsx';
