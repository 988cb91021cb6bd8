export type { CreatePropertyModalProps } from './CreatePropertyModal.tsx';
export { CreatePropertyModal } from './CreatePropertyModal.tsx';
