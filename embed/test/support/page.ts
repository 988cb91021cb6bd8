// Reading what a visitor's page holds: the dataLayer (gtag pushes Arguments objects), the scripts
// that ran, cookies, and where the focus is (inside the banner's shadow root too).
import type { Page } from 'playwright-core';

export type LayerEntry = unknown[] | Record<string, unknown>;

export function dataLayer(page: Page): Promise<LayerEntry[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((e) =>
      e && typeof e === 'object' && !Array.isArray(e) && 'length' in e
        ? Array.from(e as ArrayLike<unknown>)
        : (e as Record<string, unknown>),
    ),
  );
}

/** The scripts of tracker.test and ads.test (and the page's own inline ones) that ran, in order. */
export function ranScripts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __ran?: string[] }).__ran ?? []);
}

export function cookieNames(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    document.cookie
      .split('; ')
      .filter(Boolean)
      .map((c) => c.split('=')[0] ?? ''),
  );
}

/** The focused element's text (a control's label) and the id of the shadow host it sits in (null: the page itself). */
export function focus(page: Page): Promise<{ host: string | null; text: string }> {
  return page.evaluate(() => {
    let a: Element | null = document.activeElement;
    let host: string | null = null;
    while (a?.shadowRoot?.activeElement) {
      host = a.id;
      a = a.shadowRoot.activeElement;
    }
    // A switch reads as its label, as a screen reader announces it.
    const label = a instanceof HTMLInputElement ? a.labels?.[0]?.textContent : null;
    return { host, text: (label ?? a?.textContent ?? '').trim() };
  });
}

/** Waits until the fake API has received `n` posts (sendBeacon is asynchronous). */
export async function waitFor<T>(read: () => T[], n = 1, ms = 5000): Promise<T[]> {
  const end = Date.now() + ms;
  while (read().length < n && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
  return read();
}
