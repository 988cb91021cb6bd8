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
  /** This test file's own context: its storage (token, remembered page) is shared by its tests only. */
  readonly context: BrowserContext;
  /** The tab the tests of this file drive. */
  readonly page: Page;
  /** Uncaught exceptions in the portal's pages since the current test started. */
  readonly pageErrors: string[];
  /** Console errors since the current test started (failed requests included; informational). */
  readonly consoleErrors: string[];
}

/**
 * Registers the hooks of one test file: a browser and a fresh context for the file, one page in it,
 * a screenshot when a test fails, and a failure when the portal threw an uncaught exception.
 */
export function useBrowser(): BrowserSession {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  const baseUrl = inject('baseUrl');

  beforeAll(async () => {
    browser = await launchChromium();
    context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 1280, height: 800 },
      locale: 'en-GB',
      timezoneId: 'UTC',
    });
    context.setDefaultTimeout(ACTION_TIMEOUT_MS);
    context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
    context.on('page', (opened) => {
      opened.on('pageerror', (error) => pageErrors.push(`${opened.url()}: ${error.message}`));
      opened.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(`${opened.url()}: ${message.text()}`);
      });
    });
    page = await context.newPage();
  });

  beforeEach((test) => {
    pageErrors.length = 0;
    consoleErrors.length = 0;
    test.onTestFailed(async () => {
      if (page && !page.isClosed()) await shot(page, `FAILED-${test.task.name}`).catch(() => undefined);
    });
  });

  afterEach(() => {
    if (pageErrors.length > 0) throw new Error(`The portal threw:\n${pageErrors.join('\n')}`);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The ${what} is not open yet (beforeAll has not run)`);
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
  };
}
