export type { IconButtonProps, IconMenuTriggerEvents, IconMenuTriggerProps } from './IconButton.tsx';
export { IconButton, IconMenuTrigger } from './IconButton.tsx';
