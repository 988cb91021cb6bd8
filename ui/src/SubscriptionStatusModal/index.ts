export type { SubscriptionStatusModalProps } from './SubscriptionStatusModal.tsx';
export { SubscriptionStatusModal } from './SubscriptionStatusModal.tsx';
