import type { Party } from './scanner.party.ts';
import { cookieKey, storageKey } from './scanner.recorder.ts';
import type {
  CookieFinding,
  CookieSetter,
  ScanMode,
  ScanResult,
  StorageFinding,
  StorageKind,
} from './scanner.types.ts';

/** Whether a finding is strictly necessary (allowed without consent): the property's allow-list. */
export type NecessaryPredicate = (finding: CookieFinding | StorageFinding) => boolean;

export interface CookieStates {
  name: string;
  domain: string;
  path: string;
  party: Party;
  setBy: CookieSetter;
  initiator: string | null;
  /** The scans it was found in. */
  states: ScanMode[];
}

export interface StorageStates {
  key: string;
  kind: StorageKind;
  origin: string;
  party: Party;
  initiator: string | null;
  states: ScanMode[];
}

/** What a state keeps that it should not, and the scripts that set it (to offer blocking them). */
export interface StateViolations {
  cookies: CookieFinding[];
  storage: StorageFinding[];
  /** Initiators of the above that are scripts the scan loaded (not pages, whose inline code cannot be blocked). */
  scripts: string[];
}

export interface ThreeStateDiff {
  cookies: CookieStates[];
  storage: StorageStates[];
  /** Not strictly necessary, yet set after "Reject all". */
  violations: StateViolations;
  /** Not strictly necessary, yet set although the browser sent Global Privacy Control. */
  gpcViolations: StateViolations;
}

const MODES = ['plain', 'reject', 'gpc'] as const;

function violationsOf(result: ScanResult | null, necessary: NecessaryPredicate): StateViolations {
  if (!result) return { cookies: [], storage: [], scripts: [] };
  const cookies = result.cookies.filter((c) => !necessary(c));
  const storage = result.storage.filter((s) => !necessary(s));
  const loaded = new Set(result.scripts.map((s) => s.url));
  const scripts = new Set<string>();
  for (const finding of [...cookies, ...storage]) {
    if (finding.initiator && loaded.has(finding.initiator)) scripts.add(finding.initiator);
  }
  return { cookies, storage, scripts: [...scripts].sort() };
}

/**
 * Compares the plain, reject and GPC scans of one site: which cookie and storage key appears in
 * which state, and what is still set after "Reject all" (or with GPC) although not strictly
 * necessary. A null scan (not run) has no findings and no violations.
 */
export function threeStateDiff(
  plain: ScanResult,
  rejected: ScanResult | null,
  gpc: ScanResult | null,
  necessary: NecessaryPredicate,
): ThreeStateDiff {
  const scans = { plain, reject: rejected, gpc };
  const cookies = new Map<string, CookieStates>();
  const storage = new Map<string, StorageStates>();
  for (const mode of MODES) {
    const scan = scans[mode];
    if (!scan) continue;
    for (const c of scan.cookies) {
      const key = cookieKey(c);
      const row = cookies.get(key) ?? {
        name: c.name,
        domain: c.domain,
        path: c.path,
        party: c.party,
        setBy: c.setBy,
        initiator: c.initiator,
        states: [],
      };
      if (row.setBy === 'unknown' && c.setBy !== 'unknown')
        Object.assign(row, { setBy: c.setBy, initiator: c.initiator });
      row.states.push(mode);
      cookies.set(key, row);
    }
    for (const s of scan.storage) {
      const key = storageKey(s);
      const row = storage.get(key) ?? {
        key: s.key,
        kind: s.kind,
        origin: s.origin,
        party: s.party,
        initiator: s.initiator,
        states: [],
      };
      row.initiator ??= s.initiator;
      row.states.push(mode);
      storage.set(key, row);
    }
  }
  return {
    cookies: [...cookies.values()],
    storage: [...storage.values()],
    violations: violationsOf(rejected, necessary),
    gpcViolations: violationsOf(gpc, necessary),
  };
}
