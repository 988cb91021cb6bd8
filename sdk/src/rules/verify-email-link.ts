import type { components } from '../generated/schema.ts';

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

/** What a sign-up keeps of its link's query: the verify-email values plus the referrer. */
export const SIGNUP_PARAM_KEYS = [...VERIFY_EMAIL_PARAM_ORDER, 'reffered_by'] as const;

/** The sign-up values of a query (or of a stored record): known keys with a non-empty text only. */
export function signupParams(
  source: URLSearchParams | Readonly<Record<string, unknown>>,
): components['schemas']['SignupParams'] {
  const out: Record<string, string> = {};
  for (const key of SIGNUP_PARAM_KEYS) {
    const value = source instanceof URLSearchParams ? source.get(key) : source[key];
    if (typeof value === 'string' && value !== '') out[key] = value;
  }
  return out;
}

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

/**
 * Where the portal's /verify-email/{id} goes (portal-spec §2 redirect rules):
 * with plan_id → /signup with the same values plus id; without a query string →
 * /invited-user-verify-email/{id}; with another query string → /invited-user-verify-email with it.
 */
export function verifyEmailRedirect(id: string, search: string): string {
  const query = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  if (query.get('plan_id')) {
    const next = new URLSearchParams();
    for (const key of VERIFY_EMAIL_PARAM_ORDER) {
      const value = query.get(key);
      if (value !== null) next.append(key, value);
    }
    next.append('id', id);
    return `/signup?${next.toString()}`;
  }
  const qs = query.toString();
  if (!qs) return `/invited-user-verify-email/${encodeURIComponent(id)}`;
  return `/invited-user-verify-email?${new URLSearchParams([...query.entries(), ['id', id]]).toString()}`;
}
