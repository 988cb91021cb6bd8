// The 'Accept all' click on the demo shop's banner (the real server's /demo/store page and embed) in
// Debian's Chromium: the time from the click's pointerdown to the next frame (interaction to next
// paint, measured in the page with sub-millisecond timers, since Event Timing rounds to 8 ms), beside
// the same click on a plain button. Each run is a fresh browser context (a first visit).
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
const INSTRUMENT = `
document.addEventListener('pointerdown', (e) => {
  const t0 = e.timeStamp;
  document.addEventListener('click', () => {
    const start = performance.now();
    // Measured after every click listener of this event has run (a task queued behind them).
    setTimeout(() => { window.__processing = performance.now() - start; });
    requestAnimationFrame(() => setTimeout(() => { window.__next = performance.now() - t0; }));
  }, { capture: true, once: true });
}, true);`;

export async function measureAcceptInp(): Promise<{ runs: number; accept: Figure; baseline: Figure }> {
  const portal = await startPortal(undefined);
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
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
        await page.waitForFunction(() => (window as unknown as { __next?: number }).__next !== undefined);
        const figures = await page.evaluate(() => {
          const w = window as unknown as { __next: number; __processing?: number };
          return { next: w.__next, processing: w.__processing ?? 0 };
        });
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
