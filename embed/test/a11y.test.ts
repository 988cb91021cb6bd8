// axe on the banner and the preferences in the ten languages (Arabic right to left): no serious or
// critical violation.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../sdk/src/rules/i18n/locales.ts';
import { launchBrowser } from './support/browser.ts';
import { bannerConfig } from './support/configs.ts';
import { type Fixtures, startFixtures } from './support/fixture-server.ts';

let fx: Fixtures;
let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  [fx, browser] = await Promise.all([startFixtures(), launchBrowser()]);
  context = await browser.newContext();
});
afterAll(async () => {
  await browser?.close();
  await fx?.close();
});

describe('accessibility', () => {
  LOCALES.forEach((lang, i) => {
    it(`has no serious violations in ${lang}`, async () => {
      const pid = String(5600 + i);
      const config = bannerConfig(
        {
          layout: i % 2 ? 'box' : 'bar',
          position: i % 2 ? 'bottom-right' : 'bottom',
          show_categories: i % 3 === 0,
        },
        lang,
      );
      fx.setConfig(pid, config);
      const page = await context.newPage();
      await page.goto(fx.site(`a-${lang}`, pid, { lang }));
      const dialog = page.getByRole('dialog', { name: config.texts.title });
      await dialog.waitFor();
      expect(await page.locator('#pp-consent-banner').getAttribute('dir')).toBe(
        lang === 'ar' ? 'rtl' : 'ltr',
      );
      const serious = async () =>
        (await new AxeBuilder({ page }).analyze()).violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(await serious()).toEqual([]);
      await dialog.getByRole('button', { name: config.texts.preferences }).click();
      await page.getByRole('dialog', { name: config.texts.preferences }).waitFor();
      expect(await serious()).toEqual([]);
      await page.close();
    });
  });

  it('sees inside the banner’s shadow root (a low-contrast banner fails)', async () => {
    fx.setConfig('5690', bannerConfig({ colours: { ...bannerConfig().colours, text: '#c8c8c8' } }));
    const page = await context.newPage();
    await page.goto(fx.site('a-low', '5690'));
    await page.getByRole('dialog').waitFor();
    const ids = (await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id);
    expect(ids).toContain('color-contrast');
    await page.close();
  });
});
