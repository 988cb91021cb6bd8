// The banner and the preferences as a visitor uses them: keyboard only, focus in and back, a custom
// choice from the switches, and the record each choice posts (checked against the contract).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bannerConfig } from './support/configs.ts';
import type { Fixtures } from './support/fixture-server.ts';
import { focus, waitFor } from './support/page.ts';
import { useVisitor } from './support/visitor.ts';

let fx: Fixtures;
let page: Page;
useVisitor((v) => {
  ({ fx, page } = v);
});

/** Presses Tab until the focused element reads `text` (at most 15 times). */
async function tabTo(text: string): Promise<void> {
  for (let i = 0; i < 15; i++) {
    if ((await focus(page)).text === text) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${text}; focus is on ${JSON.stringify(await focus(page))}`);
}

describe('the banner', () => {
  it('is a labelled dialog that takes the focus; Accept all by keyboard records the choice', async () => {
    fx.setConfig('5301', bannerConfig());
    const url = fx.site('k1', '5301');
    await page.goto(`${url}#section`);
    const dialog = page.getByRole('dialog', { name: 'We value your privacy' });
    await dialog.waitFor();
    expect(await focus(page)).toMatchObject({ host: 'pp-consent-banner' });
    await tabTo('Accept all');
    await page.keyboard.press('Enter');
    expect(await dialog.count()).toBe(0);
    const [record] = await waitFor(() => fx.consents('5301'));
    expect(record?.contentType).toMatch(/^text\/plain/);
    expect(record?.problems).toEqual([]);
    expect(record?.body).toMatchObject({
      banner_version: 3,
      choice: 'accept_all',
      granted: ['necessary', 'functional', 'analytics', 'marketing'],
      denied: [],
      gpc: false,
      tc_string: null,
      page_url: url,
      language: 'en',
      consent_mode: { ad_storage: 'granted', analytics_storage: 'granted', security_storage: 'granted' },
    });
    const cookie = await page.evaluate(() => document.cookie);
    expect(cookie).toContain(
      `pp_consent=${(record?.body as { consent_id: string } | undefined)?.consent_id}.3.`,
    );
  });

  it("a click's own task only closes the banner: the cookie, Consent Mode and the record follow its frame", async () => {
    fx.setConfig('5309', bannerConfig());
    await page.goto(fx.site('k9', '5309'));
    await page.getByRole('dialog').waitFor();
    // A listener of the page's own that runs after the banner's (bubbling to window): what the click changed.
    await page.evaluate(() => {
      window.addEventListener('click', () => {
        (window as unknown as { __inClick: unknown }).__inClick = {
          banner: document.getElementById('pp-consent-banner') !== null,
          cookie: document.cookie.includes('pp_consent='),
          decided: window.PrivacyPortal?.getConsent().decided,
          granted: window.PrivacyPortal?.getConsent().granted,
        };
      });
    });
    await page.getByRole('button', { name: 'Accept all' }).click();
    expect(await page.evaluate(() => (window as unknown as { __inClick: unknown }).__inClick)).toEqual({
      banner: false,
      cookie: false,
      decided: true,
      granted: ['necessary', 'functional', 'analytics', 'marketing'],
    });
    const [record] = await waitFor(() => fx.consents('5309'));
    expect(record?.body).toMatchObject({ choice: 'accept_all' });
    expect(await page.evaluate(() => document.cookie)).toContain('pp_consent=');
  });

  it('keeps a choice made just before the page is left: the cookie and the record go as it unloads', async () => {
    fx.setConfig('5310', bannerConfig());
    await page.goto(fx.site('k10', '5310'));
    await page.getByRole('dialog').waitFor();
    const next = fx.site('k10b', '5310');
    // The click and the navigation in one task: no frame is painted between them.
    await page
      .evaluate((url) => {
        const banner = document.getElementById('pp-consent-banner')?.shadowRoot;
        const reject = [...(banner?.querySelectorAll('button') ?? [])].find(
          (b) => b.textContent === 'Reject all',
        );
        if (!reject) throw new Error('no Reject all button');
        reject.click();
        location.href = url;
      }, next)
      .catch((err: unknown) => {
        // The page may be gone before evaluate answers; anything else is a failure.
        if (!/context was destroyed|navigat/i.test(String(err))) throw err;
      });
    await page.waitForURL(next);
    await page.waitForFunction(() => window.PrivacyPortal?.getConsent().decided);
    expect(await page.evaluate(() => window.PrivacyPortal?.getConsent().choice)).toBe('reject_all');
    const [record] = await waitFor(() => fx.consents('5310'));
    expect(record?.body).toMatchObject({ choice: 'reject_all' });
  });

  it('Reject all by keyboard; Escape does not dismiss the banner', async () => {
    fx.setConfig('5302', bannerConfig());
    await page.goto(fx.site('k2', '5302'));
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(1);
    await tabTo('Reject all');
    await page.keyboard.press('Enter');
    expect(await dialog.count()).toBe(0);
    const [record] = await waitFor(() => fx.consents('5302'));
    expect(record?.body).toMatchObject({
      choice: 'reject_all',
      granted: ['necessary'],
      denied: ['functional', 'analytics', 'marketing'],
    });
  });

  it('a popup is modal: focus stays inside and returns to the page after the choice', async () => {
    fx.setConfig('5303', bannerConfig({ layout: 'popup', position: 'center' }));
    await page.goto(fx.site('k3', '5303'));
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect((await focus(page)).host).toBe('pp-consent-banner');
    }
    await tabTo('Reject all');
    await page.keyboard.press('Enter');
    expect((await focus(page)).host).toBeNull();
  });

  it('shows the message’s links and emphasis but nothing else of its markup', async () => {
    fx.setConfig(
      '5304',
      bannerConfig({
        texts: {
          ...bannerConfig().texts,
          message:
            'Read <a href="https://shop.test/cookies">our notice</a>, <b>bold</b> <i>italic</i><img src=x onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">bad</a>',
        },
      }),
    );
    await page.goto(fx.site('k4', '5304'));
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('link', { name: 'our notice' }).getAttribute('href')).toBe(
      'https://shop.test/cookies',
    );
    expect(await dialog.locator('#pp-m b').textContent()).toBe('bold');
    expect(await dialog.locator('#pp-m img, #pp-m script').count()).toBe(0);
    expect(await dialog.getByRole('link', { name: 'bad' }).count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });
});

describe('the preferences', () => {
  it('open from the banner, save a custom choice from the switches, and give the focus back', async () => {
    fx.setConfig('5305', bannerConfig());
    await page.goto(fx.site('p1', '5305'));
    await page.getByRole('dialog').waitFor();
    await tabTo('Preferences');
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Preferences' });
    await modal.waitFor();
    expect(await modal.getAttribute('aria-modal')).toBe('true');
    const necessary = modal.getByRole('switch', { name: 'Strictly necessary' });
    expect(await necessary.isChecked()).toBe(true);
    expect(await necessary.isDisabled()).toBe(true);
    expect(await modal.getByText('_pa_*').count()).toBe(1);
    // Escape closes the preferences only; the focus returns to the Preferences button.
    await page.keyboard.press('Escape');
    expect(await modal.count()).toBe(0);
    expect(await focus(page)).toEqual({ host: 'pp-consent-banner', text: 'Preferences' });
    await page.keyboard.press('Enter');
    await modal.waitFor();
    await tabTo('Analytics');
    await page.keyboard.press('Space');
    await tabTo('Save my choices');
    await page.keyboard.press('Enter');
    expect(await page.getByRole('dialog').count()).toBe(0);
    const [record] = await waitFor(() => fx.consents('5305'));
    expect(record?.problems).toEqual([]);
    expect(record?.body).toMatchObject({
      choice: 'custom',
      granted: ['necessary', 'analytics'],
      denied: ['functional', 'marketing'],
    });
  });

  it('open from the public API and return the focus to the page’s button', async () => {
    fx.setConfig('5306', bannerConfig());
    await page.goto(fx.site('p2', '5306'));
    await page.getByRole('button', { name: 'Reject all' }).click();
    await page.evaluate(() =>
      document
        .getElementById('page-button')
        ?.addEventListener('click', () => window.PrivacyPortal?.showPreferences()),
    );
    await page.locator('#page-button').focus();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Preferences' });
    await modal.waitFor();
    await tabTo('Accept all');
    await page.keyboard.press('Enter');
    expect(await modal.count()).toBe(0);
    expect(await focus(page)).toEqual({ host: null, text: 'Page button' });
    const changes = await page.evaluate(() => window.PrivacyPortal?.getConsent());
    expect(changes).toMatchObject({ choice: 'accept_all', denied: [], decided: true });
    const records = await waitFor(() => fx.consents('5306'), 2);
    expect(records.map((r) => (r.body as { consent_id: string }).consent_id)).toEqual([
      changes?.consent_id,
      changes?.consent_id,
    ]);
  });
});
