/**
 * A request's dates, all from the sdk's deadline engine (`@privacy-portal/sdk/dsar-deadlines`): the
 * law of the requester's place, the due date (extended once the requester was told), and whether it
 * is overdue, due soon or still extendable on the state's clock.
 */
import type { Schemas } from '@privacy-portal/sdk';
import { isOpenStatus } from '@privacy-portal/sdk/dsar';
import {
  canExtend,
  daysLeft,
  deadlinesFor,
  dueSoon,
  isOverdue,
  type JurisdictionCode,
  jurisdictionByCode,
  jurisdictionFor,
  toIsoDate,
} from '@privacy-portal/sdk/dsar-deadlines';
import type { MockDsarRequest } from './state.ts';

/** Whether a request is still being worked on (sdk OPEN_STATUSES). */
export const isOpen = (r: Pick<MockDsarRequest, 'status'>) => isOpenStatus(r.status);

/** Today (UTC) on the state's clock. */
export const todayOf = (now: Date): string => toIsoDate(now);
export const receivedOn = (r: Pick<MockDsarRequest, 'received_at'>) => r.received_at.slice(0, 10);

export interface Place {
  country: string;
  state: string | null;
}

/** What a request stores of its deadlines when it arrives (or is extended). */
export function deadlineColumns(place: Place, received: string, extended = false) {
  const d = deadlinesFor({ receivedOn: received, country: place.country, state: place.state, extended });
  return { jurisdiction: d.jurisdiction as string, due_on: d.effectiveDueOn, original_due_on: d.dueOn };
}

export const jurisdictionOf = (place: Place) => jurisdictionFor(place.country, place.state);
export const lawOf = (code: string) => jurisdictionByCode(code as JurisdictionCode);

export const overdueOn = (r: MockDsarRequest, today: string) => isOpen(r) && isOverdue(r.due_on, today);
export const dueSoonOn = (r: MockDsarRequest, today: string, days: number) =>
  isOpen(r) && dueSoon(r.due_on, today, days);

/** Whether the request may still be extended today: open, not yet extended, and the law allows it now. */
export function extendable(r: MockDsarRequest, today: string): boolean {
  const place = { country: r.country, state: r.state };
  return isOpen(r) && !r.extended && canExtend(jurisdictionOf(place), receivedOn(r), today, place);
}

/** The contract's Deadlines of a request, on `today`. */
export function presentDeadlines(r: MockDsarRequest, today: string): Schemas['Deadlines'] {
  const received = receivedOn(r);
  const d = deadlinesFor({ receivedOn: received, country: r.country, state: r.state, extended: r.extended });
  return {
    jurisdiction: r.jurisdiction,
    law: lawOf(r.jurisdiction).law,
    received_on: received,
    due_on: r.due_on,
    original_due_on: r.original_due_on,
    extended_due_on: d.extendedDueOn,
    extension_notice_by: d.extensionNoticeBy,
    acknowledge_by: d.acknowledgeBy,
    acknowledged_at: r.acknowledged_at,
    can_extend: extendable(r, today),
    days_left: daysLeft(r.due_on, today),
  };
}
