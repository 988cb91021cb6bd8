// The 'Accept all' click on the demo shop's banner (the real server's /demo/store page and embed) in
// Debian's Chromium: its interaction to next paint as Chromium's trace records it (Event Timing's own
// figures, which the page's API rounds to 8 ms), beside the same click on a plain button. Each run is
// a fresh browser context (a first visit).
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

/** An EventTiming entry of Chromium's trace: Event Timing's figures before they are rounded to 8 ms. */
interface EventTimingData {
  type: string;
  interactionId: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

/**
 * The click's interaction to next paint from Chromium's own trace: the EventTiming entries of the one
 * interaction (pointerdown, pointerup, click), each from its event's timestamp to the frame that was
 * presented after its listeners, unrounded; the interaction's latency is the longest of them, as INP
 * takes it. Processing is the time in the listeners of the interaction's events.
 */
function interactionOf(trace: Buffer): Figure {
  const { traceEvents } = JSON.parse(trace.toString()) as {
    traceEvents: Array<{ name: string; ph: string; args?: { data?: EventTimingData } }>;
  };
  const events = traceEvents
    .filter((e) => e.name === 'EventTiming' && e.ph === 'b')
    .map((e) => e.args?.data)
    .filter((d): d is EventTimingData => !!d && d.interactionId > 0);
  const ids = new Set(events.map((d) => d.interactionId));
  if (ids.size !== 1) throw new Error(`expected one interaction in the trace, found ${ids.size}`);
  return {
    duration: Math.max(...events.map((d) => d.duration)),
    processing: events.reduce((sum, d) => sum + (d.processingEnd - d.processingStart), 0),
  };
}

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
        await open(page);
        const target = page.getByRole('button', { name: button, exact: true });
        await target.waitFor();
        await page.waitForTimeout(300); // the page settled: no load work inside the measured click
        await browser.startTracing(page, { categories: ['devtools.timeline'] });
        await target.click();
        // The frame after the click is presented well within this; its EventTiming entries end there.
        await page.waitForTimeout(250);
        const figures = interactionOf(await browser.stopTracing());
        if (process.env.INP_DEBUG) console.log(button, JSON.stringify(figures));
        next.push(figures.duration);
        processing.push(figures.processing);
        await context.close();
      }
      return { duration: median(next), processing: median(processing) };
    };
    const baseline = await measure(async (page) => {
      // A page of its own address (not setContent), loaded as the shop is.
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
