import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import {
  activateLocale,
  type CatalogueImporters,
  formatterFor,
  LOCALE_INFO,
  LOCALES,
  type Locale,
  localeDirection,
  localeOfCode,
  matchLocale,
  missingMessages,
  PORTAL_CATALOGUES,
  type PortalMessageId,
  pickLocale,
} from '../src/rules/i18n/index.ts';

const CATALOGUES = path.join(import.meta.dirname, '..', 'src', 'rules', 'i18n', 'portal');
const source = (locale: Locale): Record<string, string> =>
  JSON.parse(readFileSync(path.join(CATALOGUES, `${locale}.json`), 'utf8'));
const english = source('en');

/** The arguments and tags a message uses ({name}, {count, plural…}, <0>), from its compiled form. */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  // A compiled message is a list of text and arguments: [name] or [name, 'plural', { one: [...] }].
  const walk = (node: unknown): void => {
    if (!Array.isArray(node)) return;
    for (const part of node) {
      if (!Array.isArray(part) || typeof part[0] !== 'string') continue;
      found.add(part[0]);
      for (const branch of Object.values((part[2] ?? {}) as Record<string, unknown>)) walk(branch);
    }
  };
  walk(compileMessage(message));
  for (const tag of message.matchAll(/<(\d+)>/g)) found.add(`<${tag[1]}>`);
  return [...found].filter((name) => name !== '#').sort();
}

describe('the portal catalogues', () => {
  it('give every locale every message of the English catalogue', () => {
    for (const locale of LOCALES)
      expect({ locale, missing: missingMessages(english, source(locale)) }).toEqual({ locale, missing: [] });
  });

  it('catch a missing message', () => {
    const { 'nav.signIn': _dropped, ...withoutOne } = source('de');
    expect(missingMessages(english, withoutOne)).toEqual(['nav.signIn']);
    expect(missingMessages(english, { ...source('de'), 'nav.signIn': '' })).toEqual(['nav.signIn']);
  });

  it('use the same arguments and tags as English in every translation', () => {
    for (const locale of LOCALES) {
      const catalogue = source(locale);
      for (const [id, message] of Object.entries(english)) {
        expect({ locale, id, uses: placeholders(catalogue[id] ?? '') }).toEqual({
          locale,
          id,
          uses: placeholders(message),
        });
      }
    }
  });

  it('are compiled from the JSON as it is now (run npm run i18n:compile -w sdk after an edit)', async () => {
    for (const locale of LOCALES) {
      const compiled = Object.fromEntries(
        Object.entries(source(locale)).map(([id, message]) => [id, compileMessage(message)]),
      );
      const { messages } = await PORTAL_CATALOGUES[locale]();
      expect({ locale, messages }).toEqual({ locale, messages: compiled });
    }
  });

  it('type their ids: an id the English catalogue lacks does not compile', () => {
    const known: PortalMessageId = 'nav.signIn';
    // @ts-expect-error not a message of the catalogue
    const unknown: PortalMessageId = 'nav.signOn';
    expect([known, unknown]).toHaveLength(2);
  });
});

describe('activateLocale', () => {
  it('loads a locale once and switches the texts', async () => {
    const loads: Locale[] = [];
    const counting = Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        () => {
          loads.push(locale);
          return PORTAL_CATALOGUES[locale]();
        },
      ]),
    ) as unknown as CatalogueImporters;
    const i18n = setupI18n();
    await activateLocale(i18n, 'de', counting);
    expect(i18n._('nav.signIn')).toBe('Anmelden');
    await activateLocale(i18n, 'ja', counting);
    expect(i18n._('nav.signIn')).toBe('サインイン');
    await activateLocale(i18n, 'de', counting);
    expect(i18n._('footer.copyright', { year: 2026, portalName: 'Privacy Portal' })).toBe(
      '© 2026 Privacy Portal. Alle Rechte vorbehalten.',
    );
    expect(loads).toEqual(['de', 'ja']);
  });

  it('chooses plural forms by the locale rules (Arabic has six)', async () => {
    const i18n = setupI18n();
    const count = (n: number) => i18n._('help.resultCount', { count: n, query: 'cookie' });
    await activateLocale(i18n, 'en', PORTAL_CATALOGUES);
    expect([count(1), count(2)]).toEqual(['1 article for “cookie”', '2 articles for “cookie”']);
    await activateLocale(i18n, 'ar', PORTAL_CATALOGUES);
    expect([0, 1, 2, 3, 11, 100].map(count)).toEqual([
      'لا توجد مقالات عن «cookie»',
      'مقالة واحدة عن «cookie»',
      'مقالتان عن «cookie»',
      '3 مقالات عن «cookie»',
      '11 مقالة عن «cookie»',
      '100 مقالة عن «cookie»',
    ]);
    await activateLocale(i18n, 'pt-BR', PORTAL_CATALOGUES);
    expect([count(1), count(5)]).toEqual(['1 artigo para “cookie”', '5 artigos para “cookie”']);
  });

  it('formats select messages compiled ahead of time', async () => {
    const message = '{role, select, owner {Owner of {name}} other {Member of {name}}}';
    const messages: Messages = { role: compileMessage(message) };
    const i18n = setupI18n();
    await activateLocale(i18n, 'en', { ...PORTAL_CATALOGUES, en: async () => ({ messages }) });
    expect(i18n._('role', { role: 'owner', name: 'Demo' })).toBe('Owner of Demo');
    expect(i18n._('role', { role: 'viewer', name: 'Demo' })).toBe('Member of Demo');
  });
});

describe('formatterFor', () => {
  const day = '2026-11-21T14:05:00Z';
  const utc = { timeZone: 'UTC' };

  it('writes dates in each locale', () => {
    expect(formatterFor('en').date(day, 'long', utc)).toBe('21 November 2026');
    expect(formatterFor('de').date(day, 'long', utc)).toBe('21. November 2026');
    expect(formatterFor('ar').date(day, 'long', utc)).toMatch(/^(21|٢١) نوفمبر (2026|٢٠٢٦)$/);
    expect(formatterFor('ja').date(day, 'long', utc)).toBe('2026年11月21日');
  });

  it('keeps the portal English formats as they were', () => {
    const en = formatterFor('en');
    expect(en.date(day, 'shortDateTime', utc)).toBe('21 Nov 2026, 14:05');
    expect(en.date(day, 'long', { timeZone: 'America/Los_Angeles' })).toBe('21 November 2026');
    expect(en.money(1290, 'usd')).toBe('$1,290.00');
    expect(en.number(5000)).toBe('5,000');
    expect(formatterFor('de').money(1290, 'eur')).toBe('1.290,00\u00a0€');
  });

  it('shows a dash for a missing or invalid date', () => {
    expect([null, undefined, '', 'not a date'].map((value) => formatterFor('de').date(value))).toEqual([
      '—',
      '—',
      '—',
      '—',
    ]);
  });

  it('is made once per locale', () => {
    expect(formatterFor('ja')).toBe(formatterFor('ja'));
    expect(formatterFor('ja')).not.toBe(formatterFor('zh'));
  });
});

describe('locales', () => {
  it('are the ten form languages, Arabic right to left', () => {
    expect(LOCALES.map((locale) => LOCALE_INFO[locale].code)).toEqual([
      'EN',
      'DE',
      'FR',
      'BR',
      'AR',
      'IT',
      'HI',
      'ZH',
      'JA',
      'ES',
    ]);
    expect(LOCALES.filter((locale) => localeDirection(locale) === 'rtl')).toEqual(['ar']);
    expect(localeOfCode('br')).toBe('pt-BR');
  });

  it('match the browser languages, best first', () => {
    expect(matchLocale(['de-AT', 'en'])).toBe('de');
    expect(matchLocale(['pt-PT'])).toBe('pt-BR');
    expect(matchLocale(['PT-br'])).toBe('pt-BR');
    expect(matchLocale(['zh-TW'])).toBe('zh');
    expect(matchLocale(['nl-NL', 'ja-JP'])).toBe('ja');
    expect(matchLocale(['nl', 'sv'])).toBeUndefined();
  });

  it('pick the stored choice, else the browser language, else English', () => {
    expect(pickLocale({ stored: 'ar', preferred: ['de'] })).toBe('ar');
    expect(pickLocale({ stored: 'xx', preferred: ['fr-CA'] })).toBe('fr');
    expect(pickLocale({ stored: null, preferred: ['nl'] })).toBe('en');
  });
});
