// AddLanguageDialog is opened by the panel on first use (lazy), so it is not exported as a value: a static
// import here would bring it back into every page that shows the panel.
export type { AddLanguageDialogProps } from './AddLanguageDialog.tsx';
export type { BannerTextsPanelProps } from './BannerTextsPanel.tsx';
export { BannerTextsPanel } from './BannerTextsPanel.tsx';
