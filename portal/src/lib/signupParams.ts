/** Plan and campaign values that travel from the pricing page through sign-up and registration. */

export const CAMPAIGN_PARAMS = ['utm_source', 'utm_medium', 'utm_string'] as const;

/** In the fixed order of the verification link. */
export const PLAN_PARAMS = [
  'plan_id',
  'plan_type',
  'units',
  'coupon_code',
  ...CAMPAIGN_PARAMS,
  'reffered_by',
] as const;

export const REGISTRATION_PARAMS = ['plan_id', 'units', 'plan_type', ...CAMPAIGN_PARAMS] as const;

type ParamName = (typeof PLAN_PARAMS)[number];

/** The named query values that are present and not empty. */
export function pickParams<N extends ParamName>(
  search: URLSearchParams,
  names: readonly N[],
): Partial<Record<N, string>> {
  const picked: Partial<Record<N, string>> = {};
  for (const name of names) {
    const value = search.get(name);
    if (value !== null && value !== '') picked[name] = value;
  }
  return picked;
}
