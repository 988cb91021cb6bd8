/** Rows as the contract shows them, and the lookups the handlers of several areas share. */
import type { Schemas } from '@privacy-portal/sdk';
import { nextRunAt } from '@privacy-portal/sdk/cookie-consent';
import { fieldError } from '../errors.ts';
import { found } from '../http.ts';
import type { MockState } from '../state.ts';
import type {
  MockBlockingRule,
  MockCookie,
  MockCookieCategory,
  MockScanLogin,
  MockScanSchedule,
  MockVendor,
} from './state.ts';

type Cc = MockState['cookieConsent'];

/** The property's categories in banner order: the five defaults, then custom ones. */
export const propertyCategories = (cc: Cc, propertyId: number): MockCookieCategory[] =>
  cc.categories
    .list((c) => c.property_id === propertyId)
    .sort((a, b) => a.position - b.position || a.id - b.id);

export function presentCategory(
  cc: Cc,
  { property_id, ...row }: MockCookieCategory,
): Schemas['CookieCategory'] {
  return {
    ...row,
    cookie_count: cc.cookies.list((c) => c.property_id === property_id && c.category_id === row.id).length,
  };
}

/** A category of the property named in a body field, or 400 naming that field. */
export function categoryOfProperty(cc: Cc, propertyId: number, id: number, field = 'category_id') {
  const category = cc.categories.find((c) => c.property_id === propertyId && c.id === id);
  if (!category) throw fieldError(field, 'is not a cookie category of this property');
  return category;
}

/** A category of the property named in the path, or 404. */
export const categoryInPath = (cc: Cc, propertyId: number, id: number) =>
  found(
    cc.categories.find((c) => c.property_id === propertyId && c.id === id),
    'Cookie category',
  );

export const categoryName = (cc: Cc, id: number | null): string =>
  (id === null ? undefined : cc.categories.get(id))?.name ?? '';

export function presentCookie(cc: Cc, { property_id: _p, ...row }: MockCookie): Schemas['Cookie'] {
  return { ...row, category_name: categoryName(cc, row.category_id) };
}

export function presentRule(cc: Cc, { property_id: _p, ...row }: MockBlockingRule): Schemas['BlockingRule'] {
  return { ...row, category_name: categoryName(cc, row.category_id) };
}

export const presentVendor = ({ property_id: _p, ...row }: MockVendor): Schemas['Vendor'] => row;

/** A schedule; its next run rolls forward past now (the mocks run no schedules). */
export function presentSchedule(state: MockState, { property_id: _p, ...row }: MockScanSchedule) {
  const now = state.now();
  const next =
    new Date(row.next_run_at) > now ? row.next_run_at : nextRunAt(row.frequency, row.hour, now).toISOString();
  return { ...row, next_run_at: next } satisfies Schemas['ScanSchedule'];
}

export const presentLogin = ({ property_id: _p, password, ...row }: MockScanLogin): Schemas['ScanLogin'] => ({
  ...row,
  password_set: password !== '',
});
