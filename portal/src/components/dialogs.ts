import { lazyDialog } from './lazyDialog.tsx';

// The ui library's dialogs, fetched on first open (lazyDialog): same props as the ui's own.

export const ConfirmDialog = lazyDialog(() =>
  import('@privacy-portal/ui/ConfirmDialog').then((m) => m.ConfirmDialog),
);

export const ConfirmUpgradeDialog = lazyDialog(() =>
  import('@privacy-portal/ui/ConfirmUpgradeDialog').then((m) => m.ConfirmUpgradeDialog),
);
