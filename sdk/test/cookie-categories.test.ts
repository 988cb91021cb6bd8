import { describe, expect, it } from 'vitest';
import { COOKIE_CATEGORY_KEYS, isCategoryKey } from '../src/rules/cookieConsent/categories.ts';
import { categoryText, DEFAULT_COOKIE_CATEGORIES } from '../src/rules/cookieConsent/defaultCategories.ts';
import { DEFAULT_TEXTS } from '../src/rules/cookieConsent/defaultTexts/all.ts';
import { loadDefaultTexts } from '../src/rules/cookieConsent/defaultTexts/load.ts';
import { LOCALES } from '../src/rules/i18n/locales.ts';

describe('default cookie categories', () => {
  it('has the five keys in banner order', () => {
    expect(COOKIE_CATEGORY_KEYS).toEqual([
      'necessary',
      'functional',
      'analytics',
      'marketing',
      'unclassified',
    ]);
    expect(Object.keys(DEFAULT_COOKIE_CATEGORIES)).toEqual([...COOKIE_CATEGORY_KEYS]);
    for (const key of COOKIE_CATEGORY_KEYS) expect(DEFAULT_COOKIE_CATEGORIES[key].key).toBe(key);
  });

  it('names them exactly in English', () => {
    const names = COOKIE_CATEGORY_KEYS.map((key) => DEFAULT_COOKIE_CATEGORIES[key].name);
    expect(names).toEqual(['Strictly necessary', 'Functional', 'Analytics', 'Marketing', 'Unclassified']);
    for (const key of COOKIE_CATEGORY_KEYS) {
      expect(DEFAULT_COOKIE_CATEGORIES[key].texts.en.name).toBe(DEFAULT_COOKIE_CATEGORIES[key].name);
    }
  });

  it('asks consent for every category but the strictly necessary one', () => {
    expect(COOKIE_CATEGORY_KEYS.filter((key) => !DEFAULT_COOKIE_CATEGORIES[key].consentRequired)).toEqual([
      'necessary',
    ]);
  });

  it('has a name and a description in all ten languages', () => {
    expect(LOCALES).toHaveLength(10);
    for (const key of COOKIE_CATEGORY_KEYS) {
      const texts = DEFAULT_COOKIE_CATEGORIES[key].texts;
      expect(Object.keys(texts).sort()).toEqual([...LOCALES].sort());
      for (const locale of LOCALES) {
        expect(texts[locale].name.trim(), `${key} ${locale} name`).not.toBe('');
        expect(texts[locale].description.trim().length, `${key} ${locale} description`).toBeGreaterThan(20);
      }
    }
  });

  it('writes each language in its own script, not English left in place', () => {
    const scripts: Partial<Record<(typeof LOCALES)[number], RegExp>> = {
      ar: /^[\u0600-\u06FF\s.,،؛()-]+$/,
      hi: /[\u0900-\u097F]/,
      zh: /[\u4E00-\u9FFF]/,
      ja: /[\u3040-\u30FF]/,
    };
    for (const key of COOKIE_CATEGORY_KEYS) {
      const texts = DEFAULT_COOKIE_CATEGORIES[key].texts;
      expect(texts.ar.description).toMatch(/[\u0600-\u06FF]/);
      expect(texts.ar.name).toMatch(scripts.ar!);
      expect(texts.hi.description).toMatch(scripts.hi!);
      expect(texts.zh.description).toMatch(scripts.zh!);
      expect(texts.ja.description).toMatch(scripts.ja!);
      for (const locale of LOCALES) {
        if (locale !== 'en') expect(texts[locale].description).not.toBe(texts.en.description);
      }
    }
  });

  it('gives the text of a locale, of its language, else English', () => {
    expect(categoryText('necessary', 'de').name).toBe('Unbedingt erforderlich');
    expect(categoryText('necessary', 'de-AT').name).toBe('Unbedingt erforderlich');
    expect(categoryText('analytics', 'pt').name).toBe('Analíticos');
    expect(categoryText('marketing', 'pt-BR')).toBe(DEFAULT_COOKIE_CATEGORIES.marketing.texts['pt-BR']);
    expect(categoryText('functional', 'nl')).toBe(DEFAULT_COOKIE_CATEGORIES.functional.texts.en);
    expect(categoryText('unclassified', '')).toBe(DEFAULT_COOKIE_CATEGORIES.unclassified.texts.en);
  });

  it('recognises the keys', () => {
    expect(isCategoryKey('analytics')).toBe(true);
    expect(isCategoryKey('Analytics')).toBe(false);
    expect(isCategoryKey(3)).toBe(false);
  });

  it('fetches one language’s wording alone, the same as the ten held together', async () => {
    for (const locale of LOCALES) {
      const texts = await loadDefaultTexts(locale);
      expect(texts).toEqual(DEFAULT_TEXTS[locale]);
      for (const key of COOKIE_CATEGORY_KEYS)
        expect(texts.categories[key]).toEqual(categoryText(key, locale));
    }
    // A tag resolves as categoryText resolves it: the language alone, else English.
    expect((await loadDefaultTexts('de-AT')).banner).toEqual(DEFAULT_TEXTS.de.banner);
    expect((await loadDefaultTexts('pt')).banner).toEqual(DEFAULT_TEXTS['pt-BR'].banner);
    expect((await loadDefaultTexts('sv')).banner).toEqual(DEFAULT_TEXTS.en.banner);
    expect((await loadDefaultTexts('fr-CA')).categories.analytics).toEqual(
      categoryText('analytics', 'fr-CA'),
    );
  });
});
