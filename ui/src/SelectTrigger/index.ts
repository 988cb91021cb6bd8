export type { SelectTriggerEvents, SelectTriggerProps } from './SelectTrigger.tsx';
export { SelectTrigger } from './SelectTrigger.tsx';
