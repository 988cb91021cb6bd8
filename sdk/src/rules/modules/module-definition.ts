import type { ProductKey } from '../billing-catalogue.ts';

/** Icons a side-menu entry may show; the ui's SideMenuIcon draws each (a missing one fails the portal's typecheck). */
export type ModuleMenuIcon =
  | 'dashboard'
  | 'list'
  | 'banner'
  | 'scan'
  | 'block'
  | 'chart'
  | 'code'
  | 'form'
  | 'inbox'
  | 'flow'
  | 'document'
  | 'sliders'
  | 'globe'
  | 'link'
  | 'mail'
  | 'database'
  | 'building'
  | 'people'
  | 'clock';

/** The side-menu entry a route gives (portal-spec §2 Side menu). */
export interface ModuleMenuEntry {
  label: string;
  icon: ModuleMenuIcon;
  /** Further paths under which this entry counts as current (detail and edit pages). */
  alsoActiveOn?: readonly string[];
}

export interface ModuleRoute {
  /** react-router pattern (portal-spec §2); links add oid and pid. */
  path: string;
  /** The browser tab's title ("<title> · Privacy Portal"). */
  title: string;
  /** In the side menu, in the order of the routes. */
  menu?: ModuleMenuEntry;
  /** The heading of a screen that is not a side-menu entry itself (detail and edit screens). */
  heading?: string;
}

/**
 * One product module: everything the portal, the rules and the mocks derive from it. Plain data
 * only: the route table carries it into the portal's first download, so longer texts (what each
 * screen is for) live with the module's pages in portal/src/modules/<key>/.
 */
export interface ModuleDefinition<Key extends string = string> {
  /** The one spelling of the module everywhere (folders, licence flags, page keys). */
  key: Key;
  label: string;
  /**
   * The licence that opens it (portal-spec §4 Feature gating); none means the setup guard only
   * (ROPA and Data Discovery).
   */
  licence?: ProductKey;
  /** What a licence is assigned to: DSAR by organization, the others by property. */
  scope: 'organization' | 'property';
  /** Paths at or below one of these belong to the module: its side menu shows there. */
  prefixes: readonly string[];
  /** Paths under a prefix that still show no side menu (public pages). */
  excludes?: readonly string[];
  /** Its screens, side-menu entries in order first. */
  routes: readonly ModuleRoute[];
  /** The welcome page's tile and the header's Products menu item; the link is the first route. */
  tile: { description: string };
  /**
   * Path fragments that make a link a product link needing a selected organization and property
   * (portal-spec §5 Link access); none for modules outside that rule.
   */
  linkSegments: readonly string[];
  /** Its Quick Start section (portal-spec §2 Quick Start panel): index and title. */
  quickStart?: { index: number; title: string };
  /** It has a tab on the pricing pages (a product with plans). */
  pricingTab: boolean;
}
