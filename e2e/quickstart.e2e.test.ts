import type { Locator } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { createAccount } from './support/api.ts';
import { shot, useBrowser } from './support/browser.ts';

const session = useBrowser();

/** Whether a click at the element's centre reaches it: nothing (e.g. a floating panel) lies on top. */
async function onTop(locator: Locator): Promise<boolean> {
  await locator.scrollIntoViewIfNeeded();
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

const quickStart = () => session.page.getByRole('region', { name: 'Quick Start', exact: true });

/**
 * A new account, logged in in this test's browser at 1280×900: its Quick Start guide opens on every
 * page until closed or dismissed. Answers the pair as a query.
 */
async function newAccountAt1280x900(): Promise<string> {
  const { token, oid, pid } = await createAccount('quickstart');
  await session.page.setViewportSize({ width: 1280, height: 900 });
  await session.signIn(token);
  return `oid=${oid}&pid=${pid}`;
}

async function openPricing(pair: string): Promise<void> {
  await session.page.goto(`/settings/billing/pricing?${pair}`);
  await pricingShown();
}

/** The pricing page with its plans (the Enterprise card at the end) and the Quick Start panel. */
async function pricingShown(): Promise<void> {
  await session.page.getByRole('heading', { level: 1, name: 'Get Started: Free 14 Days Trial' }).waitFor();
  await enterpriseContact().waitFor();
  await quickStart().waitFor();
}

const enterpriseContact = () =>
  session.page
    .getByRole('article', { name: 'Enterprise', exact: true })
    .getByRole('button', { name: 'Contact Us', exact: true });

// Each test has its own new account and browser context.
describe('a new account’s pages: the Quick Start panel covers no control', () => {
  test('the licence chart counts in whole numbers; at 1280×900 the pricing page’s Enterprise Contact Us and the footer links stay clickable', async () => {
    const { page } = session;
    const pair = await newAccountAt1280x900();

    // The licence chart of one organization and one property counts in whole numbers.
    await page.goto(`/home/dashboard/analytics?${pair}`);
    const chart = page.getByRole('figure', { name: 'Licences held per product' });
    await chart.locator('svg text').first().waitFor();
    const ticks = (await chart.locator('svg text').allTextContents()).filter((t) => /^[\d.]+$/.test(t));
    expect(ticks.length).toBeGreaterThan(0);
    expect(ticks.filter((t) => !/^\d+$/.test(t))).toEqual([]);

    await openPricing(pair);
    const enterprise = enterpriseContact();
    expect(await onTop(enterprise)).toBe(true);
    for (const name of ['Privacy Policy', 'Terms of Service']) {
      const link = page.getByRole('contentinfo').getByRole('link', { name, exact: true });
      expect(await onTop(link), name).toBe(true);
    }
    await shot(page, 'quickstart-1-docked-pricing');
    // The page's headings go down one level at a time (axe: heading-order).
    const levels = await page
      .locator('main')
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((headings) => headings.map((h) => Number(h.tagName.slice(1))));
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => {
      expect(level, `heading ${i} of ${levels.join(',')}`).toBeLessThanOrEqual((levels[i - 1] ?? 0) + 1);
    });
  });

  test('closed, the guide leaves its rocket button, which covers no footer link at the bottom of the page', async () => {
    const { page } = session;
    await openPricing(await newAccountAt1280x900());
    await quickStart().getByRole('button', { name: 'Close Quick Start', exact: true }).click();
    const rocket = page.getByRole('button', { name: 'Quick Start', exact: true });
    await rocket.waitFor();
    for (const width of [1280, 1024, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      for (const name of ['Privacy Policy', 'Terms of Service']) {
        const link = page.getByRole('contentinfo').getByRole('link', { name, exact: true });
        expect(await onTop(link), `${name} at ${width} px`).toBe(true);
      }
    }
    await shot(page, 'quickstart-closed-footer-768');
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('moved with the keyboard, the panel keeps its place after a reload; Dock puts it back', async () => {
    const { page } = session;
    await openPricing(await newAccountAt1280x900());
    const panel = quickStart();
    // The panel slides in: measure it once it has come to rest.
    const settled = async () => {
      let last = await panel.boundingBox();
      await expect
        .poll(async () => {
          const now = await panel.boundingBox();
          const still = now?.x === last?.x && now?.y === last?.y;
          last = now;
          return still;
        })
        .toBe(true);
      return last;
    };
    const before = await settled();
    const handle = panel.getByRole('button', { name: 'Move Quick Start panel' });
    await handle.focus();
    await page.keyboard.press('Shift+ArrowLeft');
    await page.keyboard.press('Shift+ArrowUp');
    const moved = await settled();
    expect(moved && before && moved.x < before.x && moved.y < before.y).toBe(true);

    await page.reload();
    await pricingShown();
    await expect.poll(async () => (await panel.boundingBox())?.x).toBe(moved?.x);
    expect((await panel.boundingBox())?.y).toBe(moved?.y);

    await panel.getByRole('button', { name: 'Dock', exact: true }).click();
    await expect.poll(async () => (await panel.boundingBox())?.x).toBe(before?.x);
    await page.reload();
    await pricingShown();
    expect(await onTop(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }))).toBe(
      true,
    );
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
