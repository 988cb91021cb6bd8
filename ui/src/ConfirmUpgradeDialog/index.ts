export type { ConfirmUpgradeDialogProps } from './ConfirmUpgradeDialog.tsx';
export { ConfirmUpgradeDialog } from './ConfirmUpgradeDialog.tsx';
