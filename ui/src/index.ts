export type { ButtonProps } from './Button/index.ts';
export { Button } from './Button/index.ts';
export type { Theme } from './theme/theme.ts';
export { applyTheme, DEFAULT_THEME, readTheme, THEME_STORAGE_KEY, THEMES } from './theme/theme.ts';
