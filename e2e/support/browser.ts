import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** Full-page screenshots of the journeys (git-ignored). */
export const SCREENSHOTS_DIR = path.join(ROOT, 'screenshots');

/** How long a step waits for what the user should see next. */
const ACTION_TIMEOUT_MS = 15_000;
const NAVIGATION_TIMEOUT_MS = 30_000;

/** Debian's chromium with the flags that vitest's browser projects use too. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
}

/** A full-page PNG of what the user sees now, as screenshots/<name>.png. */
export async function shot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const file = path.join(SCREENSHOTS_DIR, `${name.replace(/[^a-z0-9._-]+/gi, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}

export interface BrowserSession {
  /** http://localhost:<port> of the server under test. */
  readonly baseUrl: string;
  /** The current test's own context: nothing stored (token, remembered page, panel position) carries over. */
  readonly context: BrowserContext;
  /** The tab the current test drives. */
  readonly page: Page;
  /** Uncaught exceptions in the portal's pages since the current test started. */
  readonly pageErrors: string[];
  /** Console errors since the current test started (failed requests included; informational). */
  readonly consoleErrors: string[];
  /**
   * Starts the portal logged in, as after a login: the token the API answered goes into the portal's
   * storage ('pp.token', portal/src/lib/api.ts) before the first page of the tab runs, and only then:
   * a later logout stays logged out. The portal derives the rest (user, organizations, the selected
   * pair) from the token on its first page. Call it before the test's first navigation. `more` adds
   * other localStorage entries the portal reads at start (e.g. 'pp.idle').
   */
  signIn(token: string, more?: Record<string, string>): Promise<void>;
}

/** What a new context gets: a desktop window, British English, UTC. */
const CONTEXT_OPTIONS = {
  viewport: { width: 1280, height: 800 },
  locale: 'en-GB',
  timezoneId: 'UTC',
} as const;

/**
 * Registers the hooks of one test file: one browser for the file and, for every test, a fresh
 * context with one page, a screenshot when the test fails, and a failure when the portal threw an
 * uncaught exception. No test sees another's storage, page or history.
 */
export function useBrowser(): BrowserSession {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  const baseUrl = inject('baseUrl');

  // The last test's context stays open until the next test starts: its failure screenshot is taken
  // after the afterEach hooks (onTestFailed).
  async function closeContext(): Promise<void> {
    const closing = context;
    context = undefined;
    page = undefined;
    await closing?.close();
  }

  beforeAll(async () => {
    browser = await launchChromium();
  });

  beforeEach(async (test) => {
    await closeContext();
    pageErrors.length = 0;
    consoleErrors.length = 0;
    if (!browser) throw new Error('The browser did not start');
    const opened = await browser.newContext({ baseURL: baseUrl, ...CONTEXT_OPTIONS });
    opened.setDefaultTimeout(ACTION_TIMEOUT_MS);
    opened.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
    opened.on('page', (tab) => {
      tab.on('pageerror', (error) => pageErrors.push(`${tab.url()}: ${error.message}`));
      tab.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(`${tab.url()}: ${message.text()}`);
      });
    });
    context = opened;
    page = await opened.newPage();
    const failedPage = page;
    test.onTestFailed(async () => {
      if (!failedPage.isClosed()) await shot(failedPage, `FAILED-${test.task.name}`).catch(() => undefined);
    });
  });

  afterEach(() => {
    if (pageErrors.length > 0) throw new Error(`The portal threw:\n${pageErrors.join('\n')}`);
  });

  afterAll(async () => {
    await closeContext();
    await browser?.close();
  });

  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The ${what} is not open (only inside a test)`);
    return value;
  };
  return {
    baseUrl,
    get context() {
      return ready(context, 'browser context');
    },
    get page() {
      return ready(page, 'page');
    },
    pageErrors,
    consoleErrors,
    async signIn(token, more = {}) {
      const entries = { 'pp.token': token, ...more };
      // An init script runs before the page's own scripts on every document; window.name outlives
      // the tab's navigations (and the portal's clearing of storage at logout), so the tab's first
      // document is the only one that gets the entries. (Faster than context.setStorageState, which
      // opens a page of its own.)
      await ready(context, 'browser context').addInitScript((stored) => {
        if (window.top !== window || window.name === 'e2e-signed-in') return;
        window.name = 'e2e-signed-in';
        for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
      }, entries);
    },
  };
}
