import { describe, expect, it } from 'vitest';
import './tokens.css';
import { applyTheme, readTheme, THEME_STORAGE_KEY } from './theme.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
  };
}

describe('theme', () => {
  it('defaults to light, and an unknown stored theme falls back to light', () => {
    expect(readTheme(memoryStorage())).toBe('light');
    expect(readTheme(memoryStorage({ [THEME_STORAGE_KEY]: 'neon' }))).toBe('light');
    expect(readTheme(memoryStorage({ [THEME_STORAGE_KEY]: 'dark' }))).toBe('dark');
  });
  it('applies the theme to the document, changes the colours and persists the choice', () => {
    const storage = memoryStorage();
    const root = document.createElement('div');
    document.body.append(root);
    const background = () => getComputedStyle(root).getPropertyValue('--pp-color-bg').trim();
    applyTheme('light', root, storage);
    expect(background()).toBe('#f4f6fb');
    applyTheme('dark', root, storage);
    expect(root.dataset.theme).toBe('dark');
    expect(background()).toBe('#10141d');
    expect(readTheme(storage)).toBe('dark');
    root.remove();
  });
});
