import { withOidPid } from '@privacy-portal/sdk';

/**
 * The settings pages need no organization or property, but a link keeps the current oid and pid
 * so that the user comes back to the same pair.
 */
export function keepSelection(path: string, search: string): string {
  const query = new URLSearchParams(search);
  return withOidPid(path, query.get('oid'), query.get('pid'));
}
