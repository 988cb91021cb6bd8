export type { AddLanguageDialogProps } from './AddLanguageDialog.tsx';
export { AddLanguageDialog } from './AddLanguageDialog.tsx';
export type { BannerTextsPanelProps } from './BannerTextsPanel.tsx';
export { BannerTextsPanel } from './BannerTextsPanel.tsx';
