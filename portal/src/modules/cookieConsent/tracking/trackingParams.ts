import type { Schemas } from '@privacy-portal/sdk';
import { ConsentExportInput } from '@privacy-portal/sdk/form-rules';
import type { ConsentLogFilterValues } from '@privacy-portal/ui/cookieConsent/ConsentLogFilters';

// The log's filters live in the URL's search params (beside oid and pid), so a filtered view can be
// shared or bookmarked. A value that is not one the contract takes is dropped, not sent.

const DAY = /^\d{4}-\d{2}-\d{2}$/;
// The contract's own patterns for the log's (and the export's) filters.
const REGION = new RegExp(ConsentExportInput.region.pattern);
const CATEGORY = new RegExp(ConsentExportInput.category.pattern);
const CHOICES: readonly Schemas['ConsentChoice'][] = ['accept_all', 'reject_all', 'custom'];
const KEYS = ['from', 'to', 'region', 'choice', 'category', 'gpc'] as const;

export function filtersFromParams(params: URLSearchParams): ConsentLogFilterValues {
  const out: ConsentLogFilterValues = {};
  const from = params.get('from');
  const to = params.get('to');
  const region = params.get('region');
  const choice = params.get('choice');
  const category = params.get('category');
  const gpc = params.get('gpc');
  if (from && DAY.test(from)) out.from = from;
  if (to && DAY.test(to)) out.to = to;
  if (region && REGION.test(region)) out.region = region;
  if (choice && (CHOICES as readonly string[]).includes(choice))
    out.choice = choice as Schemas['ConsentChoice'];
  if (category && CATEGORY.test(category)) out.category = category;
  if (gpc === 'true' || gpc === 'false') out.gpc = gpc === 'true';
  return out;
}

/** `params` with the filters replaced by `filters` (other params, such as oid and pid, kept). */
export function withFilters(params: URLSearchParams, filters: ConsentLogFilterValues): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of KEYS) next.delete(key);
  for (const key of KEYS) {
    const value = filters[key];
    if (value !== undefined) next.set(key, String(value));
  }
  return next;
}
