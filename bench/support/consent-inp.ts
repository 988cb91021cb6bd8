// The 'Accept all' click on the demo shop's banner (the real server's /demo/store page and embed) in
// Debian's Chromium: its interaction to next paint (each event of the click to the next frame,
// measured in the page with sub-millisecond timers, since Event Timing rounds to 8 ms), beside the
// same click on a plain button. Each run is a fresh browser context (a first visit).
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../e2e/support/chromium.ts';
import { startPortal } from './harness.ts';

const RUNS = Number(process.env.INP_RUNS ?? 15);

interface Figure {
  duration: number;
  processing: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round((s[Math.floor(s.length / 2)] ?? 0) * 10) / 10;
};

// Runs in the page before its own scripts. A string, not a function: tsx would wrap a function's
// inner names in a helper the page does not have.
// Interaction to Next Paint as Event Timing defines it: each event of the interaction (pointerdown,
// pointerup, click) counts from its own timeStamp to the next frame after its listeners ran; the
// interaction's latency is the longest of them. The time between pressing and releasing the button
// (a person's finger, or here the driver's two input messages) is no part of it.
const INSTRUMENT = `
window.__events = {};
for (const type of ['pointerdown', 'pointerup', 'click']) {
  let start = 0;
  // The event's listeners run between the window's capture listener (first) and its bubble one (last).
  window.addEventListener(type, () => { start = performance.now(); }, { capture: true });
  window.addEventListener(type, (e) => {
    window.__events[type + ':processing'] = performance.now() - start;
    const t0 = e.timeStamp;
    requestAnimationFrame(() => setTimeout(() => { window.__events[type] = performance.now() - t0; }));
  });
}`;

export async function measureAcceptInp(): Promise<{ runs: number; accept: Figure; baseline: Figure }> {
  const portal = await startPortal(undefined);
  const browser = await chromium.launch({
    ...CHROMIUM_LAUNCH_OPTIONS,
    args: [...CHROMIUM_LAUNCH_OPTIONS.args, ...(process.env.INP_ARGS?.split(' ') ?? [])],
  });
  try {
    const measure = async (open: (page: import('playwright-core').Page) => Promise<void>, button: string) => {
      const next: number[] = [];
      const processing: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.addInitScript(INSTRUMENT);
        await open(page);
        const target = page.getByRole('button', { name: button, exact: true });
        await target.waitFor();
        await page.waitForTimeout(300); // the page settled: no load work inside the measured click
        await target.click();
        await page.waitForFunction(() => {
          const e = (window as unknown as { __events: Record<string, number> }).__events;
          return ['pointerdown', 'pointerup', 'click'].every((t) => e[t] !== undefined);
        });
        const figures = await page.evaluate(() => {
          const e = (window as unknown as { __events: Record<string, number> }).__events;
          return {
            next: Math.max(e.pointerdown ?? 0, e.pointerup ?? 0, e.click ?? 0),
            processing: e['click:processing'] ?? 0,
          };
        });
        if (process.env.INP_DEBUG)
          console.log(
            button,
            JSON.stringify(await page.evaluate(() => (window as unknown as { __events: unknown }).__events)),
          );
        next.push(figures.next);
        processing.push(figures.processing);
        await context.close();
      }
      return { duration: median(next), processing: median(processing) };
    };
    const baseline = await measure(async (page) => {
      // A page of its own address (not setContent), so the instrument runs before it as on the shop.
      await page.route('http://baseline.test/', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html lang="en"><title>Baseline</title><main><button type="button" onclick="this.textContent=\'Done\'">Plain</button></main></html>',
        }),
      );
      await page.goto('http://baseline.test/');
    }, 'Plain');
    const accept = await measure(async (page) => {
      await page.goto(`${portal.origin}/demo/store`);
    }, 'Accept all');
    return { runs: RUNS, accept, baseline };
  } finally {
    await browser.close();
    await portal.close();
  }
}
