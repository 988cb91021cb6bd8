// Kept for mocks/src/handlers/dsar/dashboard.handlers.ts (DSAR's, going to replay too); Cookie Consent no longer uses it.
/**
 * The dashboard's `from` and `to` (openapi/paths/consent-tracking.yaml) by the rule the server and the
 * log share (sdk consentRange: `to` today and `from` 30 days before it when absent, at most 366 days);
 * a range it refuses is a 400 naming the field, as the server says.
 */
import { consentRange } from '@privacy-portal/sdk/cookie-consent';
import { validationFailed } from '../errors.ts';

export interface DayRange {
  from: string;
  to: string;
}

export function dayRange(query: { from?: string; to?: string }, now: Date): DayRange {
  const range = consentRange(query, now);
  if ('field' in range) throw validationFailed([{ in: 'query', field: range.field, reason: range.reason }]);
  return range;
}
