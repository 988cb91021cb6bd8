// One lazy ConfirmDialog for every module (the shared parts' own).
export { ConfirmDialog } from '../module/confirmOnOpen.ts';
