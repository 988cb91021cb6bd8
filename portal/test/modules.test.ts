import {
  isProductLink,
  licenceScope,
  MODULES,
  moduleByKey,
  moduleForPath,
  moduleHomeRoute,
  moduleMenu,
  pricingTabProducts,
} from '@privacy-portal/sdk';
import { describe, expect, it } from 'vitest';
import { PRODUCT_TILES, PROPERTY_PRODUCTS } from '../src/app/products.ts';
import { consentPreferenceTexts } from '../src/modules/consentPreference/consentPreference.texts.ts';
import { cookieConsentTexts } from '../src/modules/cookieConsent/cookieConsent.texts.ts';
import { dataDiscoveryTexts } from '../src/modules/dataDiscovery/dataDiscovery.texts.ts';
import { dsarTexts } from '../src/modules/dsar/dsar.texts.ts';
import { MODULE_PAGES } from '../src/modules/pages.ts';
import { ropaTexts } from '../src/modules/ropa/ropa.texts.ts';
import { moduleScreenFor } from '../src/modules/shared/moduleScreens.ts';
import { socialFortunaTexts } from '../src/modules/socialFortuna/socialFortuna.texts.ts';
import { ROUTES } from '../src/routing/route-table.ts';

/** A concrete path of a route pattern. */
const concrete = (pattern: string) => pattern.replace(/:[a-zA-Z]+/g, '7');

describe('the module registry drives every place a module appears', () => {
  it.each(MODULES.map((module) => [module.key, module] as const))('%s', (key, module) => {
    const menu = moduleMenu(module);
    const tile = PRODUCT_TILES.find((t) => t.key === key);
    expect(tile, 'welcome tile and Products menu item').toMatchObject({
      label: module.label,
      route: moduleHomeRoute(module),
      scope: module.scope,
    });
    expect(MODULE_PAGES[key], 'page').toBeDefined();
    expect(menu.entries.length, 'side menu').toBeGreaterThan(0);
    for (const route of module.routes) {
      const path = concrete(route.path);
      // Route table and guards: a product route behind the module's licence.
      expect(
        ROUTES.find((r) => r.path === route.path),
        route.path,
      ).toMatchObject({
        access: 'product',
        layout: 'shell',
        page: 'module',
        module: key,
        title: route.title,
      });
      expect(ROUTES.find((r) => r.path === route.path)?.licence, route.path).toBe(module.licence);
      // Side menu: shown on the route, with the route's own entry when it has one.
      expect(moduleForPath(path)?.key, path).toBe(key);
      if (route.menu) expect(menu.entries.map((e) => e.route)).toContain(route.path);
      // Link access: a module with link segments has every route checked (portal-spec §5).
      expect(isProductLink(path), path).toBe(module.linkSegments.length > 0);
    }
  });

  it('leaves no product route outside the registry', () => {
    const registered = new Set(MODULES.flatMap((m) => m.routes.map((r) => r.path)));
    const productRoutes = ROUTES.filter((r) => r.access === 'product');
    expect(productRoutes.filter((r) => !registered.has(r.path)).map((r) => r.path)).toEqual([]);
    expect(productRoutes).toHaveLength(registered.size);
  });

  it('gives the welcome tiles, Products menu and pricing tabs in the registry order', () => {
    expect(PRODUCT_TILES.map((t) => t.label)).toEqual(MODULES.map((m) => m.label));
    // The spec's six first (modules added later follow them).
    expect(PRODUCT_TILES.slice(0, 6).map((t) => t.label)).toEqual([
      'Cookie Consent',
      'DSAR',
      'Consent Preference',
      'Social Fortuna',
      'ROPA',
      'Data Discovery',
    ]);
    expect(pricingTabProducts().slice(0, 4)).toEqual([
      'cookieConsent',
      'dsar',
      'consentPreference',
      'socialFortuna',
    ]);
    expect(PROPERTY_PRODUCTS.slice(0, 3).map((p) => p.label)).toEqual([
      'Cookie Consent',
      'Consent Preference',
      'Social Fortuna',
    ]);
  });

  it('scopes each licence as the billing rules do (DSAR by organization, the others by property)', () => {
    for (const module of MODULES) {
      if (module.licence) expect(module.scope, module.key).toBe(licenceScope(module.licence));
    }
  });
});

const TEXTS = {
  cookieConsent: cookieConsentTexts,
  dsar: dsarTexts,
  consentPreference: consentPreferenceTexts,
  socialFortuna: socialFortunaTexts,
  ropa: ropaTexts,
  dataDiscovery: dataDiscoveryTexts,
};

describe('module screens', () => {
  it('titles every route of the six modules and describes it, with texts only for routes of the registry', () => {
    for (const [key, texts] of Object.entries(TEXTS)) {
      const module = moduleByKey(key as keyof typeof TEXTS);
      const paths = module.routes.map((r) => r.path);
      expect(
        Object.keys(texts.screens).filter((p) => !paths.includes(p)),
        key,
      ).toEqual([]);
      for (const route of module.routes) {
        const path = concrete(route.path);
        const screen = moduleScreenFor(path, texts);
        expect(screen?.module.key, path).toBe(key);
        expect(screen?.title, path).toBeTruthy();
        expect(screen?.purpose.description.length, path).toBeGreaterThan(40);
      }
    }
  });

  it('uses the side-menu entry’s label as the title', () => {
    for (const module of MODULES) {
      for (const entry of moduleMenu(module).entries) {
        expect(moduleScreenFor(entry.route)?.title).toBe(entry.label);
      }
    }
    expect(moduleScreenFor('/cookie-consent/banner-configuration/implementation')?.title).toBe(
      'Implementation',
    );
    expect(moduleScreenFor('/cookie-consent/banner-configuration/')?.title).toBe('Cookie Banner');
  });

  it('gives detail screens their own title and marks each module’s first screen', () => {
    expect(moduleScreenFor('/privacy/dsar/createworkflow/12')?.title).toBe('Create Workflow');
    expect(moduleScreenFor('/privacy/dsar/requests-details/1/2/3/4/5')?.title).toBe('Request Details');
    expect(moduleScreenFor('/cookie-consent/manage-vendors')?.title).toBe('Manage Vendors');
    expect(moduleScreenFor('/home/dashboard/ccpa-dsar')?.isHome).toBe(true);
    expect(moduleScreenFor('/privacy/dsar/requests')?.isHome).toBe(false);
    expect(moduleScreenFor('/ropa/activity')?.isHome).toBe(true);
  });

  it('places the public consent verification page under Consent Preference', () => {
    const screen = moduleScreenFor('/consent-preference/verify/3/abc');
    expect(screen?.module).toBe(moduleByKey('consentPreference'));
    expect(screen?.isPublic).toBe(true);
  });

  it('has no screen outside the product modules', () => {
    expect(moduleScreenFor('/home/welcome')).toBeNull();
    expect(moduleScreenFor('/settings/team')).toBeNull();
  });
});
