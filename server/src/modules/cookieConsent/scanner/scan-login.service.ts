/**
 * Scan behind login (essentials and up): the login form's address and selectors, and credentials kept
 * sealed (AES-256-GCM, security/secrets.ts) under a context bound to the property, never returned.
 */
import type { Schemas } from '@privacy-portal/sdk';
import type { Deps } from '../../../deps.ts';
import { ApiError } from '../../../http/errors.ts';
import { findScanLogin, type ScanLoginRow, upsertScanLogin } from './scan.queries.ts';
import { propertyDomains } from './scan.service.ts';
import { launchScannerBrowser } from './scanner.browser.ts';
import { checkScanTarget, installRequestGuard } from './scanner.guard.ts';
import { createHostResolver } from './scanner.resolve.ts';
import type { ScanLogin } from './scanner.types.ts';

const context = (propertyId: number) => `scan-login:${propertyId}`;

export async function saveScanLogin(
  deps: Pick<Deps, 'db' | 'secrets'>,
  property: { id: number; url: string },
  body: Schemas['ScanLoginInput'],
): Promise<ScanLoginRow> {
  const domains = propertyDomains(property.url);
  const host = new URL(body.login_url).hostname;
  const onProperty = domains.some((d) => host === d || host.endsWith(`.${d}`));
  if (!onProperty) {
    throw new ApiError(400, 'validation_failed', "body.login_url must be on the property's domain", [
      { in: 'body', field: 'login_url', reason: `must be on the property's domain (${domains.join(', ')})` },
    ]);
  }
  const existing = await findScanLogin(deps.db, property.id);
  if (body.password === undefined && !existing) {
    throw new ApiError(400, 'validation_failed', 'body.password is required', [
      { in: 'body', field: 'password', reason: 'is required the first time' },
    ]);
  }
  const sealed =
    body.password === undefined
      ? (existing as ScanLoginRow).password_sealed
      : deps.secrets.seal(body.password, context(property.id));
  return upsertScanLogin(deps.db, {
    property_id: property.id,
    login_url: body.login_url,
    username_selector: body.username_selector,
    password_selector: body.password_selector,
    submit_selector: body.submit_selector,
    username: body.username,
    password_sealed: sealed,
  });
}

/** The credentials for the scanner's browser; only a worker calls this, and never logs the result. */
export function openScanLogin(deps: Pick<Deps, 'secrets'>, row: ScanLoginRow): ScanLogin {
  return {
    loginUrl: row.login_url,
    usernameSelector: row.username_selector,
    passwordSelector: row.password_selector,
    submitSelector: row.submit_selector,
    username: row.username,
    password: deps.secrets.open(row.password_sealed, context(row.property_id)),
  };
}

/**
 * Tries the saved login in the scanner's browser: it worked when, after submitting, the page has left
 * the login form (another address, or no password field any more).
 */
export async function checkScanLogin(
  deps: Pick<Deps, 'db' | 'secrets' | 'config'>,
  property: { id: number; url: string },
): Promise<Schemas['ScanLoginResult']> {
  const row = await findScanLogin(deps.db, property.id);
  if (!row) return { ok: false, message: 'Save the login settings first.' };
  const { config } = deps;
  const domains = propertyDomains(property.url);
  const resolve = createHostResolver(config.scannerHostRules);
  const target = await checkScanTarget(row.login_url, {
    allowedHosts: domains,
    allowPrivate: config.scannerAllowPrivate,
    resolve,
  });
  if (!target.ok) return { ok: false, message: target.refusal.message };
  const login = openScanLogin(deps, row);
  const browser = await launchScannerBrowser({
    executablePath: config.chromiumPath,
    hostResolverRules: config.scannerHostRules,
  });
  try {
    const browserContext = await browser.newContext();
    await installRequestGuard(browserContext, {
      allowPrivate: config.scannerAllowPrivate,
      pageHosts: domains,
      resolve,
    });
    const page = await browserContext.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(login.loginUrl, { waitUntil: 'domcontentloaded' });
    for (const selector of [login.usernameSelector, login.passwordSelector, login.submitSelector]) {
      if ((await page.locator(selector).count()) === 0) {
        return { ok: false, message: `Nothing on the login page matches ${selector}.` };
      }
    }
    await page.fill(login.usernameSelector, login.username);
    await page.fill(login.passwordSelector, login.password);
    await Promise.all([
      page.waitForLoadState('domcontentloaded').catch(() => undefined),
      page.click(login.submitSelector),
    ]);
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    const left = page.url() !== login.loginUrl || (await page.locator(login.passwordSelector).count()) === 0;
    return left
      ? { ok: true, message: `Logged in: the scanner reached ${page.url()}.` }
      : {
          ok: false,
          message: 'The login form is still shown after submitting: check the username and password.',
        };
  } catch (err) {
    return { ok: false, message: `The login could not be tried: ${(err as Error).message.split('\n')[0]}` };
  } finally {
    await browser.close();
  }
}
