import type { ModuleKey } from '@privacy-portal/sdk';
import { type ComponentType, lazy } from 'react';

const page = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

/**
 * The page of each product module, by its registry key, loaded on demand; a module missing here is
 * a type error. `npm run new:module` adds to it.
 */
export const MODULE_PAGES: Readonly<Record<ModuleKey, ComponentType>> = {
  cookieConsent: page(() => import('./cookieConsent/index.ts').then((m) => m.CookieConsentPage)),
  dsar: page(() => import('./dsar/index.ts').then((m) => m.DsarPage)),
  consentPreference: page(() => import('./consentPreference/index.ts').then((m) => m.ConsentPreferencePage)),
  socialFortuna: page(() => import('./socialFortuna/index.ts').then((m) => m.SocialFortunaPage)),
  ropa: page(() => import('./ropa/index.ts').then((m) => m.RopaPage)),
  dataDiscovery: page(() => import('./dataDiscovery/index.ts').then((m) => m.DataDiscoveryPage)),
};
