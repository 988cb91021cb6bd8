/** The query values a verify-email link carries, in the spec's fixed order. */
export const VERIFY_EMAIL_PARAM_ORDER = [
  'plan_id',
  'plan_type',
  'units',
  'coupon_code',
  'utm_source',
  'utm_medium',
  'utm_string',
] as const;

export type VerifyEmailParams = Partial<Record<(typeof VERIFY_EMAIL_PARAM_ORDER)[number], string>>;

/** `{appUrl}/verify-email/{token}` plus the present values, always in the fixed order. */
export function buildVerifyEmailLink(appUrl: string, token: string, params: VerifyEmailParams = {}): string {
  const query = new URLSearchParams();
  for (const key of VERIFY_EMAIL_PARAM_ORDER) {
    const value = params[key];
    if (value !== undefined && value !== '') query.append(key, value);
  }
  const qs = query.toString();
  return `${appUrl.replace(/\/$/, '')}/verify-email/${encodeURIComponent(token)}${qs ? `?${qs}` : ''}`;
}
