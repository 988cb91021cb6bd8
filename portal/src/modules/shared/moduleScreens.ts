import {
  isAtOrBelow,
  type ModuleDefinition,
  type ModuleKey,
  type ModuleMenu,
  moduleByKey,
  moduleForPath,
  moduleHomeRoute,
  moduleMenu,
} from '@privacy-portal/sdk';
import { activeSideMenuRoute } from '@privacy-portal/ui/SideMenu';
import { matchPath } from 'react-router-dom';

/** What a screen is for, in a sentence or two, shown until the screen itself arrives. */
export interface ModuleAbout {
  headline: string;
  description: string;
}

/** A module's texts: what it does, and per route of its registry entry what that screen is for. */
export interface ModuleTexts {
  module: ModuleAbout;
  /** By route pattern, as in the module registry. */
  screens: Readonly<Record<string, ModuleAbout>>;
}

export interface ModuleScreen {
  module: ModuleDefinition<ModuleKey>;
  menu: ModuleMenu;
  /** A public screen for the people who gave consent, outside the portal's product area. */
  isPublic: boolean;
  /** The page title: the side-menu entry's label, or the detail screen's own heading. */
  title: string;
  purpose: ModuleAbout;
  /** The module's first route (its dashboard, or its main list). */
  homeRoute: string;
  /** This screen is the module's first route. */
  isHome: boolean;
}

/** The consent verification link that people receive by email (portal-spec §2, footer hidden). */
const CONSENT_VERIFY_ROUTE = '/consent-preference/verify';

const CONSENT_VERIFY_PURPOSE: ModuleAbout = {
  headline: 'Confirming a consent',
  description:
    'People who choose their preferences on your site receive an email with a link to this page. Opening it confirms their email address and marks their consent as verified in your consent records.',
};

/**
 * The module and screen a product path shows (from the module registry), or null outside the
 * modules; `texts` are the module's (without them, the screen says only what it is called).
 */
export function moduleScreenFor(pathname: string, texts?: ModuleTexts): ModuleScreen | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  // The verification page shows no side menu but belongs to Consent Preference.
  const verify = isAtOrBelow(path, CONSENT_VERIFY_ROUTE);
  const module = verify ? moduleByKey('consentPreference') : moduleForPath(path);
  if (!module) return null;
  const menu = moduleMenu(module);
  const homeRoute = moduleHomeRoute(module);
  if (verify) {
    const title = 'Consent Verification';
    return { module, menu, isPublic: true, title, purpose: CONSENT_VERIFY_PURPOSE, homeRoute, isHome: false };
  }

  const route = module.routes.find((r) => matchPath({ path: r.path, end: true }, path));
  const activeRoute = activeSideMenuRoute(menu, path);
  const entry = menu.entries.find((e) => e.route === activeRoute);
  const entryRoute = module.routes.find((r) => r.path === activeRoute);
  return {
    module,
    menu,
    isPublic: false,
    title: route?.heading ?? entry?.label ?? module.label,
    purpose: (route && texts?.screens[route.path]) ??
      (entryRoute && texts?.screens[entryRoute.path]) ??
      texts?.module ?? { headline: module.label, description: '' },
    homeRoute,
    isHome: !route?.heading && entry?.route === homeRoute,
  };
}
