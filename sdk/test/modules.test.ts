import { describe, expect, it } from 'vitest';
import {
  MODULES,
  moduleByKey,
  moduleForPath,
  moduleHomeRoute,
  moduleMenu,
} from '../src/rules/modules/registry.ts';
import { QUICKSTART_DEFAULT_SECTIONS } from '../src/rules/quickstart.ts';

const route = (key: Parameters<typeof moduleByKey>[0], label: string) =>
  moduleMenu(moduleByKey(key)).entries.find((e) => e.label === label)?.route;

describe('module registry', () => {
  it('has the six modules of the spec first, one key each', () => {
    expect(new Set(MODULES.map((m) => m.key)).size).toBe(MODULES.length);
    expect(MODULES.slice(0, 6).map((m) => m.key)).toEqual([
      'cookieConsent',
      'dsar',
      'consentPreference',
      'socialFortuna',
      'ropa',
      'dataDiscovery',
    ]);
  });

  it('gives the side menus of portal-spec §2 in order', () => {
    expect(MODULES.slice(0, 6).map((m) => [m.label, moduleMenu(m).entries.map((e) => e.label)])).toEqual([
      [
        'Cookie Consent',
        [
          'Dashboard',
          'Cookie Category',
          'Cookie Banner',
          'Cookie Scanner',
          'Auto Cookie Blocking',
          'Consent Tracking',
          'Implementation',
        ],
      ],
      ['DSAR', ['Dashboard', 'Webforms', 'Requests', 'Workflow', 'Custom Template']],
      [
        'Consent Preference',
        [
          'Dashboard',
          'Consent Records',
          'Preference Build Manager',
          'Jurisdiction',
          'Work Flows',
          'Subscription Consent Banner',
          'Connection Manager',
          'Email Template',
          'Implementation',
        ],
      ],
      ['Social Fortuna', ['Dashboard', 'Configuration', 'Implementation']],
      [
        'ROPA',
        ['Processing Activities', 'Assets', 'Vendors', 'Customers', 'Companies', 'Others', 'Policies'],
      ],
      ['Data Discovery', ['Reports', 'Connections', 'Jobs']],
    ]);
  });

  it('maps the menu entries to the routes of portal-spec §2', () => {
    expect(route('cookieConsent', 'Cookie Scanner')).toBe('/cookie-consent/cookie-category/scan-details');
    expect(route('cookieConsent', 'Consent Tracking')).toBe('/cookie-consent/cookie-tracking');
    expect(route('dsar', 'Dashboard')).toBe('/home/dashboard/ccpa-dsar');
    expect(route('dsar', 'Custom Template')).toBe('/privacy/dsar/templates');
    expect(route('consentPreference', 'Preference Build Manager')).toBe(
      '/consent-preference/consent-management',
    );
    expect(route('consentPreference', 'Connection Manager')).toBe(
      '/consent-preference/connection-integration',
    );
    expect(route('socialFortuna', 'Implementation')).toBe('/social-fortuna/setup');
    expect(route('ropa', 'Processing Activities')).toBe('/ropa/activity');
    expect(route('dataDiscovery', 'Jobs')).toBe('/data-discovery/jobs');
    expect(moduleHomeRoute(moduleByKey('socialFortuna'))).toBe('/social-fortuna/dashboard');
  });

  it('finds the module of a path, outside the public consent verification page', () => {
    expect(moduleForPath('/home/dashboard/ccpa-dsar?oid=1')?.key).toBe('dsar');
    expect(moduleForPath('/consent-preference/jurisdiction')?.key).toBe('consentPreference');
    expect(moduleForPath('/cookie-consent/')?.key).toBe('cookieConsent');
    expect(moduleForPath('/consent-preference/verify/3/abc')).toBeNull();
    expect(moduleForPath('/home/welcome')).toBeNull();
    expect(moduleForPath('/ropa-like')).toBeNull();
  });

  it('titles the Quick Start sections of its modules (portal-spec §2 Quick Start panel)', () => {
    expect(QUICKSTART_DEFAULT_SECTIONS.map((s) => [s.index, s.indextext])).toEqual([
      [1, 'Getting Started'],
      [3, 'Cookie Consent Management'],
      [4, 'Data Subjects Rights Management'],
      [5, 'Consent Preference'],
    ]);
  });
});
