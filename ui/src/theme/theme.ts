export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';
export const THEME_STORAGE_KEY = 'pp.theme';

interface ThemeStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The stored theme; anything unknown (or nothing) falls back to light. */
export function readTheme(storage: ThemeStorage): Theme {
  const stored = storage.getItem(THEME_STORAGE_KEY);
  return (THEMES as readonly string[]).includes(stored ?? '') ? (stored as Theme) : DEFAULT_THEME;
}

/** Applies the theme to the document and remembers the choice. */
export function applyTheme(theme: Theme, root: HTMLElement, storage: ThemeStorage): void {
  root.dataset.theme = theme;
  storage.setItem(THEME_STORAGE_KEY, theme);
}
