import { describe, expect, it } from 'vitest';
import { decide, type SessionFacts } from '../src/routing/navigation.ts';
import { documentTitle, ROUTES } from '../src/routing/route-table.ts';

const anonymous: SessionFacts = {
  loggedIn: false,
  hasOrganizationOrProperty: false,
  selection: null,
  access: null,
};
const newUser: SessionFacts = {
  loggedIn: true,
  hasOrganizationOrProperty: false,
  selection: null,
  access: null,
};
const licensed: SessionFacts = {
  loggedIn: true,
  hasOrganizationOrProperty: true,
  selection: { oid: 1, pid: 2 },
  access: { dsar: true, cookieConsent: true, consentPreference: true, socialFortuna: true },
};
const unlicensed: SessionFacts = {
  ...licensed,
  access: { dsar: false, cookieConsent: false, consentPreference: false, socialFortuna: false },
};

/** A concrete URL for a route pattern. */
const example = (path: string) =>
  path.replace(/:(\w+)/g, (_, name: string) => (name === 'id' ? '7' : `x${name}`));
const withPair = '?oid=1&pid=2';

describe('every route of the table', () => {
  it.each(ROUTES.map((r) => [r.path, r] as const))('%s resolves as the spec says', (path, route) => {
    const url = example(path);
    const anon = decide(url, '', anonymous);
    const full = decide(url, withPair, licensed);
    if (route.page === 'verifyEmailRedirect') {
      expect(anon).toEqual({ kind: 'redirect', to: '/invited-user-verify-email/7' });
      return;
    }
    if (route.access === 'public') {
      expect(anon).toMatchObject({ kind: 'render', route: { path } });
      expect(full).toMatchObject({ kind: 'render', route: { path } });
      return;
    }
    expect(anon).toEqual({ kind: 'redirect', to: '/login', rememberUrl: url });
    expect(full).toMatchObject({ kind: 'render', route: { path } });
    if (route.access === 'product' && route.licence) {
      const denied = decide(url, withPair, unlicensed);
      expect(denied).toEqual({
        kind: 'redirect',
        to: '/home/dashboard/analytics?oid=1&pid=2',
        upgrade: route.licence,
      });
    }
  });
});

describe('redirect rules', () => {
  it('sends the empty path, / and unknown paths to /home/welcome', () => {
    expect(decide('', '', licensed)).toEqual({ kind: 'redirect', to: '/home/welcome' });
    expect(decide('/', '', anonymous)).toEqual({ kind: 'redirect', to: '/home/welcome' });
    expect(decide('/no/such/page', '', licensed)).toEqual({ kind: 'redirect', to: '/home/welcome' });
  });
  it('sends a visitor without login to /login and remembers the attempted URL', () => {
    expect(decide('/settings/company', '?tab=address', anonymous)).toEqual({
      kind: 'redirect',
      to: '/login',
      rememberUrl: '/settings/company?tab=address',
    });
  });
  it('lets verify-email and invited-user-verify-email paths stay without a login', () => {
    expect(decide('/invited-user-verify-email/abc', '', anonymous)).toMatchObject({ kind: 'render' });
    expect(decide('/invited-user-verify-email', '?id=abc', anonymous)).toMatchObject({ kind: 'render' });
    expect(decide('/verify-email/abc', '?plan_id=p1&units=2', anonymous)).toEqual({
      kind: 'redirect',
      to: '/signup?plan_id=p1&units=2&id=abc',
    });
    expect(decide('/verify-email/abc', '?utm_source=x', anonymous)).toEqual({
      kind: 'redirect',
      to: '/invited-user-verify-email?utm_source=x&id=abc',
    });
  });
  it('sends the welcome page of a user with no organization or property to /settings/organizations', () => {
    expect(decide('/home/welcome', '', newUser)).toEqual({ kind: 'redirect', to: '/settings/organizations' });
  });
  it('sends returns from payment to /settings/billing/manage', () => {
    expect(decide('/manage', '?success=true', licensed)).toEqual({
      kind: 'redirect',
      to: '/settings/billing/manage?success=true',
    });
    expect(decide('/manage', '?success=false', licensed)).toEqual({
      kind: 'redirect',
      to: '/settings/billing/manage?success=false',
    });
    expect(decide('/manage', '?type=manage', licensed)).toEqual({
      kind: 'redirect',
      to: '/settings/billing/manage?type=manage',
    });
  });
  it('puts the selected oid and pid on every logged-in landing: after login, payment return and the remembered URL', () => {
    // After login: /home/welcome.
    expect(decide('/home/welcome', '', licensed)).toEqual({
      kind: 'redirect',
      to: '/home/welcome?oid=1&pid=2',
      keepState: true,
    });
    // The payment return, one hop after /manage?success=true.
    expect(decide('/settings/billing/manage', '?success=true', licensed)).toEqual({
      kind: 'redirect',
      to: '/settings/billing/manage?success=true&oid=1&pid=2',
      keepState: true,
    });
    // A remembered URL of a settings page.
    expect(decide('/settings/company', '?tab=address', licensed)).toEqual({
      kind: 'redirect',
      to: '/settings/company?tab=address&oid=1&pid=2',
      keepState: true,
    });
    // A link that names its pair is left as it is (the session selects from it).
    expect(decide('/userprofile', '?oid=3&pid=4', licensed)).toMatchObject({ kind: 'render' });
    // Nothing selected yet (a new user): nothing to add.
    expect(decide('/settings/organizations', '', newUser)).toMatchObject({ kind: 'render' });
  });
  it('logs out and clears local data on /resetpswd and /setpassword', () => {
    expect(decide('/resetpswd/tok', '', licensed)).toMatchObject({ kind: 'render', clearSession: true });
    expect(decide('/setpassword/5', '?token=t', licensed)).toMatchObject({
      kind: 'render',
      clearSession: true,
    });
    expect(decide('/login', '', licensed)).not.toHaveProperty('clearSession');
  });
});

describe('guards', () => {
  it('lets only users who created an organization or property into product modules', () => {
    expect(decide('/ropa/activity', '', newUser)).toEqual({
      kind: 'redirect',
      to: '/settings/organizations',
    });
  });
  it('opens the create-property modal for a product link without a selected property', () => {
    expect(decide('/cookie-consent/cookie-tracking', '', { ...licensed, selection: null })).toEqual({
      kind: 'createProperty',
    });
  });
  it('puts the selected oid and pid on a product link that lacks them', () => {
    expect(decide('/ropa/assets', '?view=table', licensed)).toEqual({
      kind: 'redirect',
      to: '/ropa/assets?view=table&oid=1&pid=2',
      keepState: true,
    });
  });
  it('waits for the licences before deciding', () => {
    expect(decide('/privacy/dsar/requests', withPair, { ...licensed, access: null })).toEqual({
      kind: 'wait',
    });
  });
  it('sends an unlicensed DSAR user to analytics with the upgrade dialog; control-click does not skip it for DSAR', () => {
    const denied = { kind: 'redirect', to: '/home/dashboard/analytics?oid=1&pid=2', upgrade: 'dsar' };
    expect(decide('/privacy/dsar/webforms', withPair, unlicensed)).toEqual(denied);
    expect(decide('/privacy/dsar/webforms', withPair, unlicensed, { skipUpgrade: true })).toEqual(denied);
  });
  it('lets control-click skip the upgrade prompt for property modules', () => {
    expect(decide('/social-fortuna/dashboard', withPair, unlicensed, { skipUpgrade: true })).toEqual({
      kind: 'redirect',
      to: '/home/dashboard/analytics?oid=1&pid=2',
    });
  });
  it('judges each product by its own licence', () => {
    const onlyCookies = {
      ...licensed,
      access: { dsar: false, cookieConsent: true, consentPreference: false, socialFortuna: false },
    };
    expect(decide('/cookie-consent/manage-vendors', withPair, onlyCookies)).toMatchObject({ kind: 'render' });
    expect(decide('/consent-preference/jurisdiction', withPair, onlyCookies)).toMatchObject({
      upgrade: 'consentPreference',
    });
  });
});

describe('page titles', () => {
  it('names every route in its own tab title, "<Page> · Privacy Portal"; pricing as the spec says', () => {
    const titleOf = (path: string) => {
      const route = ROUTES.find((r) => r.path === path);
      if (!route) throw new Error(`No route ${path}`);
      return documentTitle(route, 'Privacy Portal');
    };
    expect(titleOf('/login')).toBe('Log in · Privacy Portal');
    expect(titleOf('/settings/team')).toBe('Team members · Privacy Portal');
    expect(titleOf('/ropa/policies')).toBe('Policies · Privacy Portal');
    expect(titleOf('/settings/billing/pricing')).toBe('Pricing - Privacy Portal');
    expect(titleOf('/pricing')).toBe('Pricing - Privacy Portal');
    for (const route of ROUTES) expect(route.title.trim(), route.path).not.toBe('');
  });
});
