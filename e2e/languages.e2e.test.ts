import type { Page } from 'playwright-core';
import { describe, expect, onTestFinished, test } from 'vitest';
import { shot, useBrowser } from './support/browser.ts';

const session = useBrowser();

const htmlLanguage = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

/** The public pages in the visitor's language (the catalogue of sdk/src/rules/i18n/portal). */
describe('the public pages in ten languages', () => {
  test('a German browser gets the public pages in German, dates included', async () => {
    const browser = session.context.browser();
    if (!browser) throw new Error('The test context has no browser');
    // A visitor whose browser asks for Austrian German first: the closest of the ten is German.
    const german = await browser.newContext({
      baseURL: session.baseUrl,
      locale: 'de-AT',
      timezoneId: 'Europe/Berlin',
      viewport: { width: 1280, height: 800 },
    });
    onTestFinished(() => german.close());
    const page = await german.newPage();
    await page.goto('/dsar');
    await page
      .getByRole('heading', { level: 1, name: 'Jede Betroffenenanfrage rechtzeitig beantworten' })
      .waitFor();
    expect(await htmlLanguage(page)).toEqual({ lang: 'de', dir: 'ltr' });
    await page.getByRole('link', { name: 'Anmelden' }).waitFor();
    await page.getByRole('link', { name: 'Kostenlos testen' }).first().waitFor();
    expect(await page.getByRole('combobox', { name: 'Sprache', exact: true }).inputValue()).toBe('de');
    expect(await page.getByRole('contentinfo').textContent()).toContain('Alle Rechte vorbehalten.');
    await shot(page, 'public-dsar-de');

    await page.goto('/changelog');
    await page.getByRole('heading', { level: 1, name: 'Neu in Privacy Portal' }).waitFor();
    const firstDate = page.locator('article time').first();
    expect(await firstDate.textContent()).toBe('21. November 2026');
    await page.getByRole('link', { name: 'Kontaktformular' }).waitFor();
    await page.close();
  });

  test('choosing Arabic turns the page right to left and is remembered', async () => {
    const { page } = session;
    await page.goto('/dsar');
    await page
      .getByRole('heading', { level: 1, name: 'Answer every data subject request on time' })
      .waitFor();
    expect(await htmlLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });

    await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('ar');
    await page
      .getByRole('heading', { level: 1, name: 'أجب عن كل طلب من أصحاب البيانات في الوقت المحدد' })
      .waitFor();
    expect(await htmlLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await page.getByRole('link', { name: 'تسجيل الدخول' }).waitFor();
    // Right to left: the product name starts the header on the right, the account links end it on the left.
    const brand = await page.getByRole('link', { name: 'Privacy Portal' }).first().boundingBox();
    const signIn = await page.getByRole('link', { name: 'تسجيل الدخول' }).boundingBox();
    expect(brand && signIn && brand.x > signIn.x).toBe(true);
    expect(await page.getByRole('contentinfo').getAttribute('dir')).toBe('rtl');
    await shot(page, 'public-dsar-ar');

    await page.reload();
    await page
      .getByRole('heading', { level: 1, name: 'أجب عن كل طلب من أصحاب البيانات في الوقت المحدد' })
      .waitFor();
    expect(await page.evaluate(() => localStorage.getItem('pp.locale'))).toBe('ar');

    // The signed-in pages are English still: leaving the public layout gives the document back ltr.
    await page.getByRole('link', { name: 'تسجيل الدخول' }).click();
    await page.waitForURL('**/login');
    await page.waitForFunction(() => document.documentElement.dir === 'ltr');
    expect(await htmlLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });

    await page.goto('/gethelp');
    await page.getByRole('combobox', { name: 'اللغة', exact: true }).selectOption('en');
    await page.getByRole('heading', { level: 1, name: 'Help centre' }).waitFor();
    expect(await htmlLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(await page.evaluate(() => localStorage.getItem('pp.locale'))).toBe('en');
  });
});
