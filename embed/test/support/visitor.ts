// The hooks every embed test file shares: one fixture server and one browser for the file, and for
// every test a fresh context and page (no stored choice, cache or cookie carries over).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { launchBrowser } from './browser.ts';
import { type Fixtures, startFixtures } from './fixture-server.ts';

export interface Visitor {
  fx: Fixtures;
  context: BrowserContext;
  page: Page;
}

/** Registers the hooks; `use` gets the fixtures, the test's context and its page before each test. */
export function useVisitor(use: (visitor: Visitor) => void): void {
  let fx: Fixtures | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    [fx, browser] = await Promise.all([startFixtures(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await fx?.close();
  });
  beforeEach(async () => {
    await context?.close();
    context = await (browser as Browser).newContext();
    use({ fx: fx as Fixtures, context, page: await context.newPage() });
  });
}
