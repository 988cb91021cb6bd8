// The theme helpers on their own, so that the app's entry does not import the whole library.
export type { Theme } from './theme.ts';
export { applyTheme, DEFAULT_THEME, readTheme, THEME_STORAGE_KEY, THEMES } from './theme.ts';
