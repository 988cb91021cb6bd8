import { describe, expect, test } from 'vitest';
import { decide, matchRoute, type SessionFacts } from '../portal/src/routing/navigation.ts';
import { documentTitle, ROUTES, type RouteSpec } from '../portal/src/routing/route-table.ts';
import { accessOf } from '../portal/src/session/access.ts';
import { apiAs, DEMO, logInByApi, ok } from './support/api.ts';
import { useBrowser } from './support/browser.ts';
import { stored } from './support/portal.ts';

const session = useBrowser();

/** Pages that act on arrival (log out, verify a link, store a token): their own tests cover them. */
const ACTS_ON_ARRIVAL = new Set([
  'signout',
  'impersonate',
  'resetPassword',
  'setPassword',
  'verifyEmailRedirect',
]);

/** A concrete URL for a route pattern; `id` is an organization's (the only :id of a signed-in page). */
const example = (path: string, id = '7') =>
  path.replace(/:(\w+)/g, (_, name: string) => (name === 'id' ? id : `x${name}`));

/** Follows the decisions the way the app does, to the URL where a page renders. */
function expectedUrl(pathname: string, search: string, facts: SessionFacts): string {
  let [path, query] = [pathname, search];
  for (let hop = 0; hop < 5; hop += 1) {
    const decision = decide(path, query, facts);
    if (decision.kind !== 'redirect') return `${path}${query}`;
    const target = new URL(decision.to, 'http://portal');
    [path, query] = [target.pathname, target.search];
  }
  throw new Error(`Too many redirects from ${pathname}`);
}

/** Client-side navigation, as a link click does: the SPA is not reloaded for every row. */
async function visit(url: string) {
  await session.page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

async function landsOn(expected: string) {
  const target = new URL(expected, session.baseUrl);
  await session.page.waitForURL(
    (url) =>
      url.pathname === target.pathname && url.searchParams.toString() === target.searchParams.toString(),
    { timeout: 10_000 },
  );
  // The page has rendered (every page starts with its h1) before the next row navigates.
  await session.page.locator('h1').first().waitFor();
  // Its tab title is the route table's, not the bare portal name.
  const route = matchRoute(target.pathname)?.route;
  if (route) {
    const title = documentTitle(route, 'Privacy Portal');
    // A page that moves on by itself (e.g. an unknown organization id to the error page) is left be.
    await session.page.waitForFunction(
      ([path, wanted]) => window.location.pathname !== path || document.title === wanted,
      [target.pathname, title] as const,
      { timeout: 5_000 },
    );
  }
}

const checked = ROUTES.filter((route) => !ACTS_ON_ARRIVAL.has(route.page));
const rows = checked.map((route) => [route.path, route] as [string, RouteSpec]);

/** The demo owner (read only), logged in, on the welcome page with a selected pair; answers the token. */
async function ownerOnWelcome(): Promise<string> {
  const token = await logInByApi(DEMO.owner, DEMO.password);
  await session.signIn(token);
  await session.page.goto('/home/welcome');
  // Settled: the guard has added the selected pair to the URL (a later client-side visit would
  // otherwise race that redirect) and the page has rendered.
  await session.page.waitForURL(
    (url) => url.pathname === '/home/welcome' && url.searchParams.has('oid') && url.searchParams.has('pid'),
  );
  await session.page.waitForFunction(() => window.localStorage.getItem('pp.selection') !== null);
  await session.page.locator('h1').first().waitFor();
  return token;
}

// Each test has its own browser context.
describe('every route of the table resolves as the spec says, in the browser', () => {
  test('anonymous: public pages render, the rest go to /login', async () => {
    const { page } = session;
    await page.goto('/gethelp');
    const anonymous: SessionFacts = {
      loggedIn: false,
      hasOrganizationOrProperty: false,
      selection: null,
      access: null,
    };
    for (const [path] of rows) {
      const url = example(path);
      const expected = expectedUrl(url, '', anonymous);
      await visit(url);
      await landsOn(expected).catch((error: Error) => {
        throw new Error(`${url} should land on ${expected} but is at ${page.url()}: ${error.message}`);
      });
    }
  });

  test('the demo owner: every route renders or is redirected by its guard', async () => {
    const { page } = session;
    const token = await ownerOnWelcome();
    const organizations = (await ok(apiAs(token).GET('/organizations'))).response;
    const selection = JSON.parse((await stored(page, 'pp.selection')) ?? 'null') as {
      oid: number;
      pid: number;
    };
    const organization = organizations.find((o) => o.id === selection.oid);
    const property = organization?.properties.find((p) => p.property_id === selection.pid);
    if (!organization || !property) throw new Error('The stored pair is not one of the owner’s');
    const facts: SessionFacts = {
      loggedIn: true,
      hasOrganizationOrProperty: organizations.length > 0,
      selection,
      access: accessOf(organization, property),
    };
    const pair = `?oid=${selection.oid}&pid=${selection.pid}`;
    let licenceRedirects = 0;
    for (const [path, route] of rows) {
      // The owner's own organization: another id may be another company's (made by a parallel
      // test), which the details page answers with the 404 page.
      const url = example(path, String(selection.oid));
      const search = route.access === 'product' ? pair : '';
      const expected = expectedUrl(url, search, facts);
      if (route.licence && expected.startsWith('/home/dashboard/analytics')) licenceRedirects += 1;
      await visit(`${url}${search}`);
      await landsOn(expected).catch((error: Error) => {
        throw new Error(
          `${url}${search} should land on ${expected} but is at ${page.url()}: ${error.message}`,
        );
      });
    }
    // The demo company holds DSAR on Demo Retail and Cookie Consent on Demo Store (the selected
    // property): only the other property modules were refused.
    expect(licenceRedirects).toBe(
      ROUTES.filter((r) => r.licence && r.licence !== 'dsar' && r.licence !== 'cookieConsent').length,
    );
    expect(facts.access?.dsar).toBe(true);
    expect(facts.access?.cookieConsent).toBe(true);
  });

  test('a product link without oid and pid gets the selected pair added', async () => {
    const { page } = session;
    await ownerOnWelcome();
    await visit('/ropa/policies');
    await page.waitForURL((url) => url.pathname === '/ropa/policies' && url.searchParams.has('oid'));
    await page.getByRole('heading', { level: 1, name: 'Policies' }).waitFor();
  });
});
