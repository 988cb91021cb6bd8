import { verifyEmailRedirect, withOidPid } from '@privacy-portal/sdk';
import { matchPath } from 'react-router-dom';
import { HOME_PATH } from '../lib/redirect.ts';
import { type Licence, PAYMENT_RETURN_PATH, ROUTES, type RouteSpec } from './route-table.ts';

export const ACCESS_DENIED = '/home/dashboard/analytics';
export const SETUP_TARGET = '/settings/organizations';

/** What the guards know about the visitor. */
export interface SessionFacts {
  loggedIn: boolean;
  /** the user's company has at least one organization or property */
  hasOrganizationOrProperty: boolean;
  /** the selected organization and property (the stored pair) */
  selection: { oid: number; pid: number } | null;
  /** licences of the selection; null while they load */
  access: Record<Licence, boolean> | null;
}

export type Decision =
  | { kind: 'render'; route: RouteSpec; params: Record<string, string | undefined>; clearSession?: boolean }
  | {
      kind: 'redirect';
      to: string;
      rememberUrl?: string;
      upgrade?: Licence;
      /** the same page with the selected pair added: the page's location state goes along */
      keepState?: true;
    }
  /** a product link without a selected property: the create-property modal */
  | { kind: 'createProperty' }
  /** licences still loading */
  | { kind: 'wait' };

export function matchRoute(
  pathname: string,
): { route: RouteSpec; params: Record<string, string | undefined> } | null {
  for (const route of ROUTES) {
    const m = matchPath({ path: route.path, end: true }, pathname);
    if (m) return { route, params: m.params };
  }
  return null;
}

const withQuery = (path: string, query: URLSearchParams) => {
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
};

/** oid and pid on a link, keeping its other query values (every product link carries them). */
export function withSelection(path: string, search: string, selection: { oid: number; pid: number }): string {
  return withOidPid(withQuery(path, new URLSearchParams(search)), selection.oid, selection.pid);
}

/**
 * The redirect rules of portal-spec §2 and the guards of portal-spec §4 / calls-billing-spec §2, in
 * order, as one pure function of the location and what is known of the session.
 */
export function decide(
  pathname: string,
  search: string,
  session: SessionFacts,
  options: { skipUpgrade?: boolean } = {},
): Decision {
  const query = new URLSearchParams(search);
  const path = pathname.replace(/\/+$/, '') || '/';

  if (path === '/') return { kind: 'redirect', to: HOME_PATH };

  if (path === PAYMENT_RETURN_PATH && (query.has('success') || query.get('type') === 'manage')) {
    return { kind: 'redirect', to: withQuery('/settings/billing/manage', query) };
  }

  const verify = matchPath('/verify-email/:id', path);
  if (verify?.params.id) return { kind: 'redirect', to: verifyEmailRedirect(verify.params.id, search) };

  const matched = matchRoute(path);
  if (!matched) return { kind: 'redirect', to: HOME_PATH };
  const { route, params } = matched;

  if (route.access === 'public') {
    // /resetpswd and /setpassword log the user out and clear all local data.
    const clears = route.page === 'resetPassword' || route.page === 'setPassword';
    return { kind: 'render', route, params, ...(clears ? { clearSession: true } : {}) };
  }

  if (!session.loggedIn) return { kind: 'redirect', to: '/login', rememberUrl: `${path}${search}` };

  if (route.page === 'welcome' && !session.hasOrganizationOrProperty)
    return { kind: 'redirect', to: SETUP_TARGET };
  // Every logged-in page carries the selected pair (portal-spec §1, §2), wherever the app lands: after
  // login, the payment return or the remembered URL. A pair the link names is the selection's source.
  if (route.access !== 'product' && session.selection && (!query.get('oid') || !query.get('pid'))) {
    return { kind: 'redirect', to: withSelection(path, search, session.selection), keepState: true };
  }
  if (route.access === 'auth') return { kind: 'render', route, params };

  if (!session.hasOrganizationOrProperty) return { kind: 'redirect', to: SETUP_TARGET };
  if (route.access === 'setup') return { kind: 'render', route, params };

  // Product modules: a selected property, carried in the link, and its licence.
  if (!session.selection) return { kind: 'createProperty' };
  if (
    query.get('oid') !== String(session.selection.oid) ||
    query.get('pid') !== String(session.selection.pid)
  ) {
    return { kind: 'redirect', to: withSelection(path, search, session.selection), keepState: true };
  }
  if (route.licence) {
    if (session.access === null) return { kind: 'wait' };
    if (!session.access[route.licence]) {
      // Control-click skips the upgrade prompt for property-level modules (not for DSAR).
      const skip = options.skipUpgrade && route.licence !== 'dsar';
      return {
        kind: 'redirect',
        to: withSelection(ACCESS_DENIED, '', session.selection),
        ...(skip ? {} : { upgrade: route.licence }),
      };
    }
  }
  return { kind: 'render', route, params };
}
