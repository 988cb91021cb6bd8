import type { SideMenuIconName } from './SideMenuIcon.tsx';

export interface SideMenuEntry {
  label: string;
  /** The entry's route; links add oid and pid. */
  route: string;
  icon: SideMenuIconName;
  /** Further routes under which this entry counts as current (detail and edit pages). */
  alsoActiveOn?: readonly string[];
}

/** One module's menu: the app passes it in (the product routes live in the app, not in this library). */
export interface SideMenuGroup {
  label: string;
  entries: readonly SideMenuEntry[];
}

/** The path without query or hash, without a trailing slash. */
function pathOnly(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
}

/** `route` itself or a path below it. */
function isAtOrBelow(path: string, route: string): boolean {
  return path === route || path.startsWith(`${route}/`);
}

/**
 * The route of the entry that is current for a path: the longest route (or alias) the path is at or
 * below, so /cookie-consent/banner-configuration/implementation picks Implementation, not Cookie Banner.
 */
export function activeSideMenuRoute(group: SideMenuGroup, path: string): string | null {
  const bare = pathOnly(path);
  let best: { route: string; length: number } | null = null;
  for (const entry of group.entries) {
    for (const candidate of [entry.route, ...(entry.alsoActiveOn ?? [])]) {
      if (isAtOrBelow(bare, candidate) && (!best || candidate.length > best.length)) {
        best = { route: entry.route, length: candidate.length };
      }
    }
  }
  return best?.route ?? null;
}

/** A product link with the chosen organization and property (portal-spec §1). */
export function sideMenuHref(
  route: string,
  oid: number | string | null | undefined,
  pid: number | string | null | undefined,
): string {
  const params = new URLSearchParams();
  if (oid != null && oid !== '') params.set('oid', String(oid));
  if (pid != null && pid !== '') params.set('pid', String(pid));
  const query = params.toString();
  return query ? `${route}?${query}` : route;
}

/** "Acme Corp" → "AC", "example.com" → "EX". */
export function nameInitials(name: string): string {
  const words = name
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  if (words.length === 0) return '';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return (words[0]![0]! + words[1]![0]!).toUpperCase();
}
