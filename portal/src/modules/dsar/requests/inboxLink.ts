import { withOidPid } from '@privacy-portal/sdk';
import { readStored, writeStored } from '../../../lib/storage.ts';

// The inbox's address with its filters, kept for the tab's session so that a request's details lead
// back to the same filtered view.

export const INBOX_PATH = '/privacy/dsar/requests';
const KEY = 'pp.dsar.inbox';

/** Remembers the inbox's search (its filters, order, oid and pid). */
export const rememberInbox = (search: string) => writeStored('session', KEY, search);

/** The inbox as it was last filtered in this tab, for the selected pair. */
export function inboxHref(selection: { oid: number; pid: number }): string {
  const search = new URLSearchParams(readStored('session', KEY) ?? '');
  search.delete('oid');
  search.delete('pid');
  const rest = search.toString();
  return withOidPid(rest ? `${INBOX_PATH}?${rest}` : INBOX_PATH, selection.oid, selection.pid);
}

/** A request's details (portal-spec §2: /privacy/dsar/requests-details/{reqid}/{companyid}/{orgid}/{propid}/{formID}). */
export function detailsHref(
  request: { id: number; organization_id: number; property_id: number; form_id: number | null },
  companyId: number,
  selection: { oid: number; pid: number },
): string {
  const path = `/privacy/dsar/requests-details/${request.id}/${companyId}/${request.organization_id}/${request.property_id}/${request.form_id ?? 0}`;
  return withOidPid(path, selection.oid, selection.pid);
}
