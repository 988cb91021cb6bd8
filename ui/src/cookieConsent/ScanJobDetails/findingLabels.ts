import type { Schemas } from '@privacy-portal/sdk';

type ScanFinding = Schemas['ScanFinding'];
type ScanState = ScanFinding['states'][number];

/** The three states of a three-state scan, as the details name them. */
export const SCAN_STATE_LABEL: Readonly<Record<ScanState, string>> = {
  plain: 'First visit',
  reject: 'After Reject all',
  gpc: 'With GPC',
};

/** How the cookie was set: by the response's Set-Cookie header, by a script, or not known. */
export function setByLabel(finding: Pick<ScanFinding, 'set_by' | 'script_url'>): string {
  if (finding.set_by === 'http') return 'HTTP header';
  if (finding.set_by === 'script') return finding.script_url ? 'Script' : 'A script (not known which)';
  return 'Not known';
}

/** The states in scan order: first visit, after Reject all, with GPC. */
export function statesText(states: readonly ScanState[]): string {
  return (['plain', 'reject', 'gpc'] as const)
    .filter((s) => states.includes(s))
    .map((s) => SCAN_STATE_LABEL[s])
    .join(', ');
}

/** A key to tell findings apart in lists. */
export function findingKey(f: Pick<ScanFinding, 'name' | 'domain' | 'path' | 'type'>): string {
  return `${f.type}|${f.name}|${f.domain}|${f.path}`;
}
