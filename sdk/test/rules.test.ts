import { describe, expect, it } from 'vitest';
import { passwordProblems } from '../src/rules/password.ts';
import { ROLES, roleCapabilities } from '../src/rules/roles.ts';
import { buildVerifyEmailLink, verifyEmailRedirect } from '../src/rules/verify-email-link.ts';

describe('password policy', () => {
  it('accepts the demo password', () => {
    expect(passwordProblems('Demo-Password-1')).toEqual([]);
  });
  it('names every missing ingredient', () => {
    expect(passwordProblems('short')).toEqual([
      'must be at least 8 characters',
      'must contain an upper-case letter',
      'must contain a digit',
    ]);
    expect(passwordProblems('ALLUPPER123')).toEqual(['must contain a lower-case letter']);
    expect(passwordProblems(`Aa1${'x'.repeat(126)}`)).toEqual(['must be at most 128 characters']);
  });
});

describe('verify-email link', () => {
  it('carries the values in the fixed order whatever order they come in', () => {
    const link = buildVerifyEmailLink('https://app.test/', 'tok', {
      utm_string: 's',
      units: '2',
      plan_id: 'p1',
      utm_source: 'news',
      coupon_code: 'C10',
      plan_type: '0',
      utm_medium: 'mail',
    });
    expect(link).toBe(
      'https://app.test/verify-email/tok?plan_id=p1&plan_type=0&units=2&coupon_code=C10&utm_source=news&utm_medium=mail&utm_string=s',
    );
  });
  it('has no query string without values', () => {
    expect(buildVerifyEmailLink('https://app.test', 'tok')).toBe('https://app.test/verify-email/tok');
  });
});

describe('verify-email redirect rules', () => {
  it('sends a link with plan_id to /signup with the same values plus id', () => {
    expect(verifyEmailRedirect('abc', '?plan_id=p1&plan_type=0&units=3&utm_source=x')).toBe(
      '/signup?plan_id=p1&plan_type=0&units=3&utm_source=x&id=abc',
    );
  });
  it('sends a link without a query string to /invited-user-verify-email/{id}', () => {
    expect(verifyEmailRedirect('abc', '')).toBe('/invited-user-verify-email/abc');
  });
  it('sends a link with another query string to /invited-user-verify-email with the parameters', () => {
    expect(verifyEmailRedirect('abc', '?utm_source=x&utm_medium=y')).toBe(
      '/invited-user-verify-email?utm_source=x&utm_medium=y&id=abc',
    );
  });
});

describe('roles', () => {
  it('lets only company roles buy plans and only View only never write', () => {
    expect(ROLES.filter((r) => r.canPurchase).map((r) => r.name)).toEqual([
      'Company Owner',
      'Company Administrator',
    ]);
    expect(ROLES.filter((r) => !r.canWrite).map((r) => r.name)).toEqual(['Organization View only']);
    expect(roleCapabilities('Organization Administrator')?.scope).toBe('organization');
    expect(roleCapabilities(null)).toBeUndefined();
  });
});
