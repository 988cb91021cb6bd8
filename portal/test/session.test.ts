import { describe, expect, it } from 'vitest';
import { PAGES } from '../src/app/pages.tsx';
import { ROUTES } from '../src/routing/route-table.ts';
import { pathAfterSwitch } from '../src/routing/switching.ts';
import { accessOf } from '../src/session/access.ts';
import { pickSelection, selectionFromQuery } from '../src/session/selection.ts';
import { configuredIdleDelays } from '../src/shell/IdleHost.tsx';
import { organization, property } from './support/fixtures.ts';

const orgs = [
  organization(1, [property(11), property(12, { is_default: true })]),
  organization(2, [property(21, { property_active: false }), property(22)]),
  organization(3, []),
];

describe('the page registry', () => {
  it('has a page for every key of the route table', () => {
    const missing = ROUTES.filter((route) => !PAGES[route.page]).map((route) => route.page);
    expect(missing).toEqual([]);
  });
});

describe('choosing the current organization and property', () => {
  it("prefers the link's pair, then the stored pair, when they exist", () => {
    expect(
      pickSelection(orgs, null, [
        { oid: 2, pid: 22 },
        { oid: 1, pid: 11 },
      ]),
    ).toEqual({ oid: 2, pid: 22 });
    expect(
      pickSelection(orgs, null, [
        { oid: 9, pid: 99 },
        { oid: 1, pid: 11 },
      ]),
    ).toEqual({ oid: 1, pid: 11 });
  });

  it('rejects a pair whose property is in another organization', () => {
    expect(pickSelection(orgs, null, [{ oid: 1, pid: 22 }])).toEqual({ oid: 1, pid: 12 });
  });

  it("falls back to the user's default pair, then the first organization's default property", () => {
    const user = { default_organization_property: { organization_id: 2, property_id: 22 } };
    expect(pickSelection(orgs, user, [null])).toEqual({ oid: 2, pid: 22 });
    expect(pickSelection(orgs, { default_organization_property: null }, [])).toEqual({ oid: 1, pid: 12 });
  });

  it('has no pair without any property', () => {
    expect(pickSelection([organization(3, [])], null, [])).toBeNull();
  });

  it('reads oid and pid from a query only when both are positive integers', () => {
    expect(selectionFromQuery('?oid=4&pid=5&x=1')).toEqual({ oid: 4, pid: 5 });
    expect(selectionFromQuery('?oid=4')).toBeNull();
    expect(selectionFromQuery('?oid=a&pid=5')).toBeNull();
    expect(selectionFromQuery('?oid=-1&pid=5')).toBeNull();
  });
});

describe('licences of the selected pair', () => {
  it('takes DSAR from the organization and the other products from the property names', () => {
    const org = organization(1, [], { org_license_assigned: true });
    expect(accessOf(org, property(1, { name: ['Cookie', 'Social'] }))).toEqual({
      dsar: true,
      cookieConsent: true,
      consentPreference: false,
      socialFortuna: true,
    });
    expect(accessOf(organization(1, []), property(1))).toEqual({
      dsar: false,
      cookieConsent: false,
      consentPreference: false,
      socialFortuna: false,
    });
  });
});

describe('switching property (portal-spec §4)', () => {
  const next = { oid: 3, pid: 7 };
  it('sends a DSAR form editor to web forms and workflow creation to workflows', () => {
    expect(pathAfterSwitch('/privacy/dsar/dsarform/12', '?oid=1&pid=2', next)).toBe(
      '/privacy/dsar/webforms?oid=3&pid=7',
    );
    expect(pathAfterSwitch('/privacy/dsar/createworkflow', '?oid=1&pid=2', next)).toBe(
      '/privacy/dsar/workflows?oid=3&pid=7',
    );
  });
  it('keeps any other page with the new pair and its other query values', () => {
    expect(pathAfterSwitch('/cookie-consent/cookie-tracking', '?oid=1&pid=2&tab=log', next)).toBe(
      '/cookie-consent/cookie-tracking?oid=3&pid=7&tab=log',
    );
  });
});

describe('idle delays from configuration', () => {
  it('takes whole-second-or-longer millisecond values and ignores the rest', () => {
    expect(configuredIdleDelays('{"inactivity":4000,"warning":3000,"keepalive":"x"}')).toEqual({
      inactivity: 4000,
      warning: 3000,
    });
    expect(configuredIdleDelays('{"inactivity":5}')).toEqual({});
    expect(configuredIdleDelays('not json')).toEqual({});
    expect(configuredIdleDelays(null)).toEqual({});
  });
});
