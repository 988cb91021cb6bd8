/**
 * Product link access (portal-spec §5 "Validation rules", §1: product links carry oid and pid).
 */

import { MODULES } from './modules/registry.ts';

/** Product links outside the modules: billing and the set-up wizard (portal-spec §5). */
const SHELL_LINK_SEGMENTS = ['billing', 'setupwizard'] as const;

/**
 * Paths containing one of these are product links whose access is checked (portal-spec §5: cookie,
 * privacy, webform, consent-preference, ccpa, billing, social-fortuna, setupwizard): each module's
 * segments from the registry, then the shell's.
 */
export const LINK_ACCESS_SEGMENTS: readonly string[] = [
  ...MODULES.flatMap((module) => module.linkSegments),
  ...SHELL_LINK_SEGMENTS,
];

/** The create-property modal's text (portal-spec §8). */
export const CREATE_PROPERTY_MESSAGE = 'Property is not created! create property';

export type QueryId = string | number;

/** The path part of a link, without query string or fragment. */
function pathOf(link: string): string {
  return link.split(/[?#]/, 1)[0] ?? '';
}

/** An oid or pid exists: not null, undefined, empty, or the strings 'null' / 'undefined'. */
export function hasId(value: QueryId | null | undefined): value is QueryId {
  if (value === null || value === undefined) return false;
  const text = String(value).trim();
  return text !== '' && text !== 'null' && text !== 'undefined';
}

/**
 * Whether link access is allowed for the link: its path (not its query) contains one of
 * {@link LINK_ACCESS_SEGMENTS} (case-insensitive).
 */
export function isProductLink(link: string): boolean {
  const path = pathOf(link).toLowerCase();
  return LINK_ACCESS_SEGMENTS.some((segment) => path.includes(segment));
}

/**
 * The link with oid and pid set in its query (replacing values already there), keeping the other
 * parameters and the fragment. Missing ids are left out.
 */
export function withOidPid(
  link: string,
  oid: QueryId | null | undefined,
  pid: QueryId | null | undefined,
): string {
  const hashAt = link.indexOf('#');
  const hash = hashAt === -1 ? '' : link.slice(hashAt);
  const beforeHash = hashAt === -1 ? link : link.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const query = new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1));
  if (hasId(oid)) query.set('oid', String(oid));
  if (hasId(pid)) query.set('pid', String(pid));
  const qs = query.toString();
  return `${path}${qs ? `?${qs}` : ''}${hash}`;
}

export type LinkDecision =
  /** go to `to` (the link with oid and pid) */
  | { action: 'navigate'; to: string }
  /** a product link without a selected organization and property: open the create-property modal */
  | { action: 'createProperty'; message: typeof CREATE_PROPERTY_MESSAGE }
  /** another link without oid and pid: stay */
  | { action: 'none' };

/**
 * What following a link does (portal-spec §5): with oid and pid, navigate to the link carrying
 * them. Without both, a product link (see {@link isProductLink}) opens the create-property modal
 * and any other link is not navigated.
 */
export function linkAccess(
  link: string,
  oid: QueryId | null | undefined,
  pid: QueryId | null | undefined,
): LinkDecision {
  if (hasId(oid) && hasId(pid)) return { action: 'navigate', to: withOidPid(link, oid, pid) };
  if (isProductLink(link)) return { action: 'createProperty', message: CREATE_PROPERTY_MESSAGE };
  return { action: 'none' };
}
