import { describe, expect, it } from 'vitest';
import { renderPage } from './renderPage.tsx';

// A page's code fetched ahead (a panel's module) may still be on its way when a test ends: it must
// arrive all the same, or the page's later tests wait for it for ever.
let inFlight: Promise<number> | null = null;

describe('renderPage', () => {
  it('leaves a request made as a test ends to finish', async () => {
    await renderPage(<p>A page</p>);
    inFlight = fetch(`/mockServiceWorker.js?at=${Date.now()}`).then((response) => response.status);
  });

  it('which the next test receives', async () => {
    await renderPage(<p>Another page</p>);
    const timeout = new Promise<string>((resolve) =>
      setTimeout(() => resolve('still pending after 5 s'), 5000),
    );
    expect(await Promise.race([inFlight, timeout])).toBe(200);
  });
});
