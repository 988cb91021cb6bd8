import { lazyDialog } from '../lazyDialog/lazyDialog.tsx';

/**
 * The ui's ConfirmDialog (same props), fetched on first open: the tables and forms that ask for a
 * confirmation show it closed, and react-aria's overlays and focus scopes stay out of their page.
 */
export const ConfirmDialog = lazyDialog(() =>
  import('../ConfirmDialog/index.ts').then((m) => m.ConfirmDialog),
);
