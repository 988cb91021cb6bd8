import type { ProductKey } from '../billing-catalogue.ts';
import { consentPreferenceModule } from './consentPreference.ts';
import { cookieConsentModule } from './cookieConsent.ts';
import { dataDiscoveryModule } from './dataDiscovery.ts';
import { dsarModule } from './dsar.ts';
import type { ModuleDefinition, ModuleMenuIcon } from './module-definition.ts';
import { ropaModule } from './ropa.ts';
import { socialFortunaModule } from './socialFortuna.ts';

/**
 * The product modules, in the order the welcome page, the Products menu and the pricing tabs show
 * them. The route table, guards, side menu, tiles, Quick Start sections and link access all derive
 * from this list; `npm run new:module` adds to it.
 */
export const MODULES = [
  cookieConsentModule,
  dsarModule,
  consentPreferenceModule,
  socialFortunaModule,
  ropaModule,
  dataDiscoveryModule,
] as const satisfies readonly ModuleDefinition[];

export type ModuleKey = (typeof MODULES)[number]['key'];

/** A side-menu entry as the ui's SideMenu takes it. */
export interface ModuleMenuLink {
  label: string;
  route: string;
  icon: ModuleMenuIcon;
  alsoActiveOn?: readonly string[];
}

export interface ModuleMenu {
  label: string;
  entries: readonly ModuleMenuLink[];
}

export function moduleByKey(key: ModuleKey): ModuleDefinition<ModuleKey> {
  return MODULES.find((module) => module.key === key) as ModuleDefinition<ModuleKey>;
}

/** The path without query or hash, without a trailing slash. */
function pathOnly(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

/** `route` itself or a path below it. */
export function isAtOrBelow(path: string, route: string): boolean {
  return path === route || path.startsWith(`${route}/`);
}

/** The module a path belongs to (its side menu shows there), or null outside the product area. */
export function moduleForPath(path: string): ModuleDefinition<ModuleKey> | null {
  const bare = pathOnly(path);
  const found = MODULES.find((module) => module.prefixes.some((prefix) => isAtOrBelow(bare, prefix)));
  if (!found) return null;
  const excludes: readonly string[] = ('excludes' in found && found.excludes) || [];
  return excludes.some((excluded) => isAtOrBelow(bare, excluded)) ? null : found;
}

/** The module's side menu (portal-spec §2): its routes with a menu entry, in order. */
export function moduleMenu(module: ModuleDefinition): ModuleMenu {
  return {
    label: module.label,
    entries: module.routes.flatMap((route) =>
      route.menu
        ? [
            {
              label: route.menu.label,
              route: route.path,
              icon: route.menu.icon,
              ...(route.menu.alsoActiveOn ? { alsoActiveOn: route.menu.alsoActiveOn } : {}),
            },
          ]
        : [],
    ),
  };
}

/** The module's landing: its first route (the dashboard, or its main list). */
export function moduleHomeRoute(module: ModuleDefinition): string {
  return module.routes[0]?.path ?? module.prefixes[0] ?? '/home/welcome';
}

/** The products of the pricing tabs, in the registry's order (the modules with plans). */
export function pricingTabProducts(): ProductKey[] {
  return MODULES.flatMap((module) => (module.pricingTab && module.licence ? [module.licence] : []));
}
