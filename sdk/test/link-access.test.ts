import { describe, expect, it } from 'vitest';
import {
  CREATE_PROPERTY_MESSAGE,
  hasId,
  isProductLink,
  LINK_ACCESS_SEGMENTS,
  linkAccess,
  withOidPid,
} from '../src/rules/link-access.ts';

describe('product links', () => {
  it('are the paths containing one of the eight segments', () => {
    // The modules' segments (registry) and the shell's: the spec's eight, in any order.
    expect([...LINK_ACCESS_SEGMENTS].sort()).toEqual(
      [
        'cookie',
        'privacy',
        'webform',
        'consent-preference',
        'ccpa',
        'billing',
        'social-fortuna',
        'setupwizard',
      ].sort(),
    );
    for (const path of [
      '/cookie-consent/banner-configuration',
      '/home/dashboard/cookie-consent',
      '/privacy/dsar/requests',
      '/privacy/dsar/webforms',
      '/consent-preference/consent-records',
      '/home/dashboard/ccpa-dsar',
      '/settings/billing/pricing',
      '/social-fortuna/dashboard',
      '/setupwizard',
      '/Cookie-Consent/cookie-tracking',
    ]) {
      expect(isProductLink(path), path).toBe(true);
    }
  });

  it('exclude other paths, and look at the path only, not the query or fragment', () => {
    for (const path of [
      '/settings/company',
      '/home/welcome',
      '/ropa/activity',
      '/settings?from=billing',
      '/x#cookie',
    ]) {
      expect(isProductLink(path), path).toBe(false);
    }
  });
});

describe('oid and pid', () => {
  it('exist unless missing, empty or the text null/undefined', () => {
    expect(hasId(1)).toBe(true);
    expect(hasId(0)).toBe(true);
    expect(hasId('7')).toBe(true);
    for (const value of [null, undefined, '', ' ', 'null', 'undefined']) expect(hasId(value)).toBe(false);
  });

  it('are appended to a link, replacing old values and keeping other parameters and the fragment', () => {
    expect(withOidPid('/home/welcome', 1, 2)).toBe('/home/welcome?oid=1&pid=2');
    expect(withOidPid('/privacy/dsar/requests?tab=open', '1', '2')).toBe(
      '/privacy/dsar/requests?tab=open&oid=1&pid=2',
    );
    expect(withOidPid('/a?oid=9&x=1#top', 1, 2)).toBe('/a?oid=1&x=1&pid=2#top');
    expect(withOidPid('/a#top', 1, 2)).toBe('/a?oid=1&pid=2#top');
  });

  it('are left out when missing', () => {
    expect(withOidPid('/home/welcome', null, undefined)).toBe('/home/welcome');
    expect(withOidPid('/home/welcome', 1, null)).toBe('/home/welcome?oid=1');
    expect(withOidPid('/home/welcome', 'undefined', 3)).toBe('/home/welcome?pid=3');
  });
});

describe('link access', () => {
  it('navigates with oid and pid when both exist', () => {
    expect(linkAccess('/cookie-consent/cookie-category/list', 1, 2)).toEqual({
      action: 'navigate',
      to: '/cookie-consent/cookie-category/list?oid=1&pid=2',
    });
    expect(linkAccess('/settings/company', 1, 2)).toEqual({
      action: 'navigate',
      to: '/settings/company?oid=1&pid=2',
    });
  });

  it('opens the create-property modal for a product link without a selected organization and property', () => {
    const decision = { action: 'createProperty', message: 'Property is not created! create property' };
    expect(CREATE_PROPERTY_MESSAGE).toBe('Property is not created! create property');
    expect(linkAccess('/privacy/dsar/webforms', null, null)).toEqual(decision);
    expect(linkAccess('/privacy/dsar/webforms', 1, null)).toEqual(decision);
    expect(linkAccess('/social-fortuna/setup', undefined, 2)).toEqual(decision);
  });

  it('does not navigate another link without oid and pid', () => {
    expect(linkAccess('/settings/company', null, null)).toEqual({ action: 'none' });
    expect(linkAccess('/ropa/activity', 1, '')).toEqual({ action: 'none' });
  });
});
