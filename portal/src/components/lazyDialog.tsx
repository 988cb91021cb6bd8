// Lives in the ui library, whose components open their confirmations the same way.
export { lazyDialog } from '@privacy-portal/ui/lazyDialog';
