import type { Browser, BrowserContext, CDPSession, Page, Request, Response } from 'playwright-core';
import { launchScannerBrowser } from './scanner.browser.ts';
import { parseCookieString } from './scanner.cookies.ts';
import { normalizePageUrl, PageDiscovery } from './scanner.discovery.ts';
import { assertScanTarget, cacheResolver, checkScanTarget, installRequestGuard } from './scanner.guard.ts';
import {
  GPC_SCRIPT,
  PAGE_HOOK_SCRIPT,
  type PageReport,
  READ_LINKS_SCRIPT,
  READ_STORAGE_SCRIPT,
  REPORT_BINDING,
  toPageReport,
  toStorageSnapshot,
} from './scanner.instrument.ts';
import { ScanRecorder } from './scanner.recorder.ts';
import { createHostResolver, type HostResolver } from './scanner.resolve.ts';
import type { ScanInput, ScanLogin, ScanResult } from './scanner.types.ts';

/** Common "Reject all" buttons: the fixture's and the big consent platforms'. */
export const DEFAULT_REJECT_SELECTORS: readonly string[] = [
  '[data-cc="reject-all"]',
  '#onetrust-reject-all-handler',
  '#CybotCookiebotDialogBodyButtonDecline',
  '.cky-btn-reject',
  '.cmplz-deny',
  'button:has-text("Reject all")',
  'button:has-text("Decline all")',
];

const NAVIGATION_TIMEOUT_MS = 20_000;
/** The network must be quiet this long before a page counts as settled... */
const SETTLE_IDLE_MS = 500;
/** ...but a page that never goes quiet (polling, streaming) is taken as it is after this. */
const SETTLE_MAX_MS = 3_000;
/** Reading a response's headers or a frame's storage: a stuck frame must not stall the scan. */
const HEADERS_TIMEOUT_MS = 5_000;

function withoutHash(url: string): string {
  return normalizePageUrl(url) ?? url;
}

function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // Playwright appends a multi-line call log; the first line says what happened.
  return message.split('\n')[0] ?? message;
}

function timeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

// The parts of CDP's Network.Initiator used here (playwright-core does not export its Protocol types).
interface CdpStack {
  callFrames: Array<{ url: string }>;
  parent?: CdpStack;
}

/** The script (or document) a CDP initiator points at: the top http(s) frame of its stack, or its URL. */
function initiatorUrl(initiator: { url?: string; stack?: CdpStack }): string | null {
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((f) => /^https?:/i.test(f.url));
    if (frame) return frame.url;
  }
  return initiator.url && /^https?:/i.test(initiator.url) ? initiator.url : null;
}

/**
 * A Chrome user agent without "HeadlessChrome": many sites (and their consent platforms) treat a
 * headless agent as a bot and set nothing, and the scan must see what a visitor's browser gets.
 */
function visitorUserAgent(browser: Browser): string {
  const major = browser.version().split('.')[0] ?? '0';
  return `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Safari/537.36`;
}

/** Counts a page's requests in flight, to wait until the network is quiet after a load or a click. */
class NetworkQuiet {
  private readonly inflight = new Set<Request>();
  private lastChange = Date.now();

  constructor(page: Page) {
    page.on('request', (request) => {
      const previous = request.redirectedFrom();
      if (previous) this.inflight.delete(previous);
      this.inflight.add(request);
      this.lastChange = Date.now();
    });
    const done = (request: Request) => {
      this.inflight.delete(request);
      this.lastChange = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  async settle(signal?: AbortSignal): Promise<void> {
    const end = Date.now() + SETTLE_MAX_MS;
    while (Date.now() < end && !signal?.aborted) {
      if (this.inflight.size === 0 && Date.now() - this.lastChange >= SETTLE_IDLE_MS) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** One scan mode in one browser context. */
class ScanSession {
  private page: Page | undefined;
  /** The context's 'page' event fires inside newPage(), before this.page is set. */
  private openingPage = false;
  private quiet: NetworkQuiet | undefined;
  /** Page being scanned: events are attributed to it. */
  private currentPage: string | null = null;
  /** Request URL -> the script that made it, from the page hooks (most precise) and from CDP. */
  private readonly hookInitiators = new Map<string, string>();
  private readonly cdpInitiators = new Map<string, string>();
  /** Response handlers still reading headers: awaited before a page's cookie jar is read. */
  private readonly pending = new Set<Promise<void>>();
  rejectClicked: boolean | null;
  private abortedPromise: Promise<undefined> | undefined;

  constructor(
    private readonly context: BrowserContext,
    private readonly input: ScanInput,
    private readonly recorder: ScanRecorder,
    private readonly resolve: HostResolver,
    private readonly discovery: PageDiscovery,
  ) {
    this.rejectClicked = input.mode === 'reject' ? false : null;
  }

  private get aborted(): boolean {
    return this.input.signal?.aborted === true;
  }

  /**
   * Settles when `work` does or the scan is cancelled, whichever is first. Closing the context
   * rejects most pending Playwright calls, but not all: a newPage() caught by the close can hang.
   */
  untilAborted<T>(work: Promise<T>): Promise<T | undefined> {
    const { signal } = this.input;
    if (!signal) return work;
    // One listener per scan, not one per page (Node warns about many listeners on one signal).
    this.abortedPromise ??= new Promise<undefined>((resolve) => {
      if (signal.aborted) resolve(undefined);
      signal.addEventListener('abort', () => resolve(undefined), { once: true });
    });
    work.catch(() => undefined); // the loser of the race must not become an unhandled rejection
    return Promise.race([work, this.abortedPromise]);
  }

  private get navigationTimeout(): number {
    return this.input.navigationTimeoutMs ?? NAVIGATION_TIMEOUT_MS;
  }

  async install(): Promise<void> {
    const { context, input, recorder } = this;
    await installRequestGuard(context, {
      allowPrivate: input.allowPrivate,
      pageHosts: input.domains,
      resolve: this.resolve,
      onBlocked: ({ url, refusal }) =>
        recorder.blockedRequest({
          url,
          reason: refusal.reason,
          message: refusal.message,
          page: this.currentPage,
        }),
    });
    await context.exposeBinding(REPORT_BINDING, (_source, payload: unknown) => {
      const report = toPageReport(payload);
      if (report) this.onReport(report);
    });
    await context.addInitScript(PAGE_HOOK_SCRIPT);
    if (input.mode === 'gpc') await context.addInitScript(GPC_SCRIPT);
    context.on('response', (response) => {
      const handling = this.onResponse(response).catch(() => undefined);
      this.pending.add(handling);
      void handling.finally(() => this.pending.delete(handling));
    });
    // Pop-ups are other sites' pages: the scan stays on its own tab.
    context.on('page', (page) => {
      if (!this.openingPage && page !== this.page) void page.close().catch(() => undefined);
    });
  }

  /** Reject mode: click "Reject all" once before recording. Login when asked. Neither counts as a page. */
  async prepare(): Promise<void> {
    const { input, recorder } = this;
    if (input.mode !== 'reject' && !input.login) return;
    const first = input.login?.loginUrl ?? input.startUrl;
    if (input.mode === 'reject') recorder.recording = false;
    this.currentPage = withoutHash(first);
    const page = await this.ensurePage();
    await page.goto(first, { waitUntil: 'load', timeout: this.navigationTimeout }).catch(() => undefined);
    await this.settle();
    if (input.mode === 'reject') {
      this.rejectClicked = await this.clickReject(page);
      if (this.rejectClicked) await this.settle();
      // What the site still keeps after the rejection counts, so the jar is read afresh.
      recorder.recording = true;
      recorder.resetBaselines();
    }
    if (input.login) await this.logIn(page, input.login);
  }

  /** Visits the pages; returns true when cancelled. */
  async crawl(): Promise<boolean> {
    const { input, discovery } = this;
    let done = 0;
    await input.onProgress?.(0, discovery.total);
    for (;;) {
      if (this.aborted) return true;
      const url = discovery.next();
      if (url === undefined) return false;
      try {
        await this.untilAborted(this.visit(url));
      } catch (error) {
        if (this.aborted) return true;
        this.recorder.page({ url, status: null, error: describeError(error) });
      }
      if (this.aborted) return true;
      done += 1;
      await input.onProgress?.(done, Math.max(discovery.total, done));
    }
  }

  private async visit(url: string): Promise<void> {
    const { input, recorder } = this;
    this.currentPage = url;
    const check = await checkScanTarget(url, {
      allowedHosts: input.domains,
      allowPrivate: input.allowPrivate,
      resolve: this.resolve,
    });
    if (!check.ok) {
      recorder.page({ url, status: null, error: check.refusal.message });
      return;
    }
    const page = await this.ensurePage();
    let status: number | null = null;
    let error: string | undefined;
    try {
      const response = await page.goto(url, { waitUntil: 'load', timeout: this.navigationTimeout });
      status = response?.status() ?? null;
      this.discovery.markSeen(page.url());
    } catch (e) {
      if (this.aborted) return;
      error = describeError(e);
    }
    await this.settle();
    // The banner is back (the rejection did not stick here): reject again, then load the page anew.
    if (input.mode === 'reject' && !this.aborted && (await this.clickReject(page))) {
      this.rejectClicked = true;
      await this.settle();
      try {
        const response = await page.reload({ waitUntil: 'load', timeout: this.navigationTimeout });
        status = response?.status() ?? status;
      } catch (e) {
        if (this.aborted) return;
        error ??= describeError(e);
      }
      await this.settle();
    }
    if (this.aborted) return;
    await this.collect(page, url);
    recorder.page({ url, status, ...(error === undefined ? {} : { error }) });
    if (!input.urls) await this.discovery.add(await this.readLinks(page));
  }

  private async ensurePage(): Promise<Page> {
    if (this.page && !this.page.isClosed()) return this.page;
    this.openingPage = true;
    const page = await this.context.newPage().finally(() => {
      this.openingPage = false;
    });
    this.page = page;
    this.quiet = new NetworkQuiet(page);
    // A crashed tab cannot be used again; the next page gets a new one.
    page.on('crash', () => void page.close().catch(() => undefined));
    try {
      const cdp: CDPSession = await this.context.newCDPSession(page);
      cdp.on('Network.requestWillBeSent', (event) => {
        const url = withoutHash(event.request.url);
        const by = initiatorUrl(event.initiator);
        if (by && !this.cdpInitiators.has(url)) this.cdpInitiators.set(url, withoutHash(by));
      });
      await cdp.send('Network.enable');
    } catch {
      // Without CDP, initiators fall back to the requesting frame (see httpInitiator).
    }
    return page;
  }

  private async settle(): Promise<void> {
    await this.quiet?.settle(this.input.signal);
  }

  private onReport(report: PageReport): void {
    const { recorder } = this;
    const page = this.currentPage;
    if (report.type === 'request') {
      const url = withoutHash(report.url);
      if (!this.hookInitiators.has(url)) this.hookInitiators.set(url, withoutHash(report.script));
      return;
    }
    if (report.type === 'storage') {
      recorder.storageWrite(report, report.script === null ? null : withoutHash(report.script), page);
      return;
    }
    const initiator = withoutHash(report.script ?? report.documentUrl);
    if (report.type === 'cookie') {
      const parsed = parseCookieString(report.text, report.documentUrl);
      if (parsed) recorder.cookieSet(parsed, { setBy: 'script', initiator }, page);
      return;
    }
    const where = new URL(report.documentUrl);
    const domain = report.domain?.replace(/^\./, '').toLowerCase() ?? null;
    const lifetimeSeconds = report.expires === null ? null : Math.round((report.expires - Date.now()) / 1000);
    recorder.cookieSet(
      {
        name: report.name,
        domain: domain ?? where.hostname,
        hostOnly: domain === null,
        // CookieStore defaults to "/", unlike document.cookie.
        path: report.path ?? '/',
        lifetimeSeconds,
        secure: where.protocol === 'https:',
        httpOnly: false,
        sameSite: 'Strict',
        deletion: lifetimeSeconds !== null && lifetimeSeconds <= 0,
      },
      { setBy: 'script', initiator },
      page,
    );
  }

  private async onResponse(response: Response): Promise<void> {
    const page = this.currentPage;
    const request = response.request();
    const type = request.resourceType();
    const url = response.url();
    if (type === 'script' && /^https?:/i.test(url)) this.recorder.script(withoutHash(url), page);
    // allHeaders (behind headerValues) has the raw Set-Cookie lines that headers() leaves out.
    const values = await timeout(response.headerValues('set-cookie'), HEADERS_TIMEOUT_MS);
    if (values.length === 0) return;
    const initiator = this.httpInitiator(request, url, type);
    for (const value of values) {
      const parsed = parseCookieString(value, url);
      if (parsed) this.recorder.cookieSet(parsed, { setBy: 'http', initiator }, page);
    }
  }

  /**
   * Who caused a Set-Cookie. A document or a script sets it with its own response, so it is the
   * initiator itself. For other requests (images, xhr, fetch, beacons, styles) it is the script that
   * made the request: first as the page hooks saw it (PAGE_HOOK_SCRIPT), else CDP's
   * Network.requestWillBeSent initiator (its stack top, or for markup the document or stylesheet),
   * since Playwright exposes no initiator. The CDP session covers the page's own renderer; requests
   * from a cross-site iframe's process fall back to that iframe's document.
   */
  private httpInitiator(request: Request, responseUrl: string, type: string): string | null {
    if (type === 'document' || type === 'script') return withoutHash(responseUrl);
    let first = request;
    for (let r = request.redirectedFrom(); r; r = r.redirectedFrom()) first = r;
    const url = withoutHash(first.url());
    const known = this.hookInitiators.get(url) ?? this.cdpInitiators.get(url);
    if (known) return known;
    try {
      return withoutHash(request.frame().url());
    } catch {
      return null;
    }
  }

  private async collect(page: Page, url: string): Promise<void> {
    await Promise.allSettled([...this.pending]);
    this.recorder.jarSnapshot(await this.context.cookies(), url);
    const snapshots = await Promise.all(
      page
        .frames()
        .map((frame) =>
          timeout(frame.evaluate(READ_STORAGE_SCRIPT), HEADERS_TIMEOUT_MS).then(
            toStorageSnapshot,
            () => null,
          ),
        ),
    );
    const main = snapshots[0]?.origin;
    for (const snapshot of snapshots) {
      // The main frame and frames of its origin; "null" is an opaque origin with no storage of its own.
      if (snapshot && snapshot.origin === main && main !== 'null')
        this.recorder.storageSnapshot(snapshot, url);
    }
  }

  private async readLinks(page: Page): Promise<string[]> {
    try {
      const links: unknown = await page.evaluate(READ_LINKS_SCRIPT);
      return Array.isArray(links) ? links.filter((l): l is string => typeof l === 'string') : [];
    } catch {
      return [];
    }
  }

  /** Clicks the first visible "Reject all" in any frame (some consent platforms live in an iframe). */
  private async clickReject(page: Page): Promise<boolean> {
    const selectors = this.input.rejectSelector ? [this.input.rejectSelector] : DEFAULT_REJECT_SELECTORS;
    for (const frame of page.frames()) {
      for (const selector of selectors) {
        try {
          const button = frame.locator(selector).first();
          if (!(await button.isVisible())) continue;
          await button.click({ timeout: 3_000 });
          return true;
        } catch {
          // Not there, not clickable, or an invalid selector: try the next one.
        }
      }
    }
    return false;
  }

  /** Logs in; errors name the step and selector, never the credentials. */
  private async logIn(page: Page, login: ScanLogin): Promise<void> {
    const step = async (what: string, action: () => Promise<unknown>) => {
      try {
        await action();
      } catch (error) {
        throw new Error(`Login failed at ${login.loginUrl}: could not ${what} (${describeError(error)})`);
      }
    };
    if (withoutHash(page.url()) !== withoutHash(login.loginUrl)) {
      await step('open the login page', () =>
        page.goto(login.loginUrl, { waitUntil: 'load', timeout: this.navigationTimeout }),
      );
    }
    // Half a navigation's time for each form field to appear: a login form may render late.
    const timeout = Math.ceil(this.navigationTimeout / 2);
    await step(`fill ${login.usernameSelector}`, () =>
      page.fill(login.usernameSelector, login.username, { timeout }),
    );
    await step(`fill ${login.passwordSelector}`, () =>
      page.fill(login.passwordSelector, login.password, { timeout }),
    );
    await step(`click ${login.submitSelector}`, () => page.click(login.submitSelector, { timeout }));
    await page.waitForLoadState('load', { timeout: this.navigationTimeout }).catch(() => undefined);
    await this.settle();
  }
}

/**
 * Scans a site in one mode and returns what it stores in the browser. A page's failure (timeout,
 * error status, refusal) is recorded on that page and the scan goes on; a start URL the SSRF guard
 * refuses throws ScanTargetRefusedError before anything loads. Cancelling through `signal` stops
 * between pages and closes the browser context at once (cutting a slow page short); the result then
 * has `cancelled: true` and what was found until then.
 */
export async function scanSite(input: ScanInput): Promise<ScanResult> {
  if (!Number.isInteger(input.maxPages) || input.maxPages < 1) throw new Error('maxPages must be at least 1');
  if (input.domains.length === 0) throw new Error('a scan needs the property domains');
  const resolve = cacheResolver(input.resolveHost ?? createHostResolver(input.hostResolverRules));
  const target = { allowedHosts: input.domains, allowPrivate: input.allowPrivate, resolve };
  await assertScanTarget(input.startUrl, target);
  if (input.login) await assertScanTarget(input.login.loginUrl, target);

  const recorder = new ScanRecorder(input.domains);
  const discovery = new PageDiscovery({
    startUrl: input.urls?.[0] ?? input.startUrl,
    domains: input.domains,
    maxPages: input.maxPages,
    allowPrivate: input.allowPrivate,
    resolve,
    ...(input.signal ? { signal: input.signal } : {}),
  });
  const rejectClicked = input.mode === 'reject' ? false : null;
  if (input.signal?.aborted) return recorder.result(input.mode, rejectClicked, true);

  const ownBrowser = input.browser
    ? undefined
    : await launchScannerBrowser(
        input.hostResolverRules ? { hostResolverRules: input.hostResolverRules } : {},
      );
  const browser = input.browser ?? ownBrowser!;
  let context: BrowserContext | undefined;
  // Closing the context aborts whatever the page is doing, so a cancel does not wait for a timeout.
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= context?.close().catch(() => undefined);
    return closing;
  };
  const onAbort = () => void close();
  input.signal?.addEventListener('abort', onAbort, { once: true });
  let session: ScanSession | undefined;
  let cancelled = false;
  try {
    context = await browser.newContext({
      // A service worker's requests would bypass context.route, and with it the SSRF guard.
      serviceWorkers: 'block',
      userAgent: visitorUserAgent(browser),
      ...(input.mode === 'gpc' ? { extraHTTPHeaders: { 'Sec-GPC': '1' } } : {}),
    });
    session = new ScanSession(context, input, recorder, resolve, discovery);
    await session.install();
    if (input.urls) await discovery.addChosen(input.urls);
    else await discovery.loadSitemaps();
    if (!input.signal?.aborted) await session.untilAborted(session.prepare());
    cancelled = input.signal?.aborted === true || (await session.crawl());
  } catch (error) {
    if (!input.signal?.aborted) throw error;
    cancelled = true;
  } finally {
    input.signal?.removeEventListener('abort', onAbort);
    // Bounded: a close caught up in a half-made page has been seen to take seconds.
    await timeout(close() ?? Promise.resolve(), HEADERS_TIMEOUT_MS).catch(() => undefined);
    await ownBrowser?.close().catch(() => undefined);
  }
  return recorder.result(input.mode, session?.rejectClicked ?? rejectClicked, cancelled);
}
