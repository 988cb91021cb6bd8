export type { HelpArticle } from './HelpArticles.tsx';
export type { HelpPanelProps } from './HelpPanel.tsx';
export { HELP_NO_RESULTS, HELP_SEARCH_DEBOUNCE_MS, HelpPanel } from './HelpPanel.tsx';
