export type { LicenceStatusModalProps } from './LicenceStatusModal.tsx';
export { LicenceStatusModal } from './LicenceStatusModal.tsx';
export type { LicenceStatusProduct } from './messages.ts';
export { licenceStatusMessage } from './messages.ts';
