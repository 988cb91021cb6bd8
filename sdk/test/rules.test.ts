import { describe, expect, it } from 'vitest';
import { companyServices } from '../src/rules/company-services.ts';
import { newPasswordProblem, passwordProblems } from '../src/rules/password.ts';
import {
  ROLES,
  roleCapabilities,
  roleList,
  roleOrganizationIds,
  roleOrganizationsProblem,
} from '../src/rules/roles.ts';
import { buildVerifyEmailLink, signupParams, verifyEmailRedirect } from '../src/rules/verify-email-link.ts';
import { normaliseWebsite } from '../src/rules/website.ts';

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

describe('website addresses', () => {
  it('completes a bare domain with https:// and keeps a given scheme', () => {
    expect(normaliseWebsite(' example.com ')).toBe('https://example.com');
    expect(normaliseWebsite('www.shop.example/path')).toBe('https://www.shop.example/path');
    expect(normaliseWebsite('http://example.com')).toBe('http://example.com');
    expect(normaliseWebsite('localhost:3000')).toBe('https://localhost:3000');
  });
  it('answers null for what is not a website address', () => {
    expect(normaliseWebsite('not a website')).toBeNull();
    expect(normaliseWebsite('intranet')).toBeNull();
    expect(normaliseWebsite('ftp://example.com')).toBeNull();
    expect(normaliseWebsite('')).toBeNull();
  });
});

describe('new password with its confirmation', () => {
  it('refuses a weak password first, naming the field of the operation', () => {
    expect(newPasswordProblem('short', 'other', 'new_password', 'confirm_password')).toEqual({
      status: 400,
      code: 'weak_password',
      message:
        'new_password must be at least 8 characters, must contain an upper-case letter, must contain a digit',
      details: [
        { in: 'body', field: 'new_password', reason: 'must be at least 8 characters' },
        { in: 'body', field: 'new_password', reason: 'must contain an upper-case letter' },
        { in: 'body', field: 'new_password', reason: 'must contain a digit' },
      ],
    });
  });
  it('then a confirmation that differs, on the confirmation field', () => {
    expect(newPasswordProblem('Demo-Password-1', 'Demo-Password-2', 'password', 'confirmpassword')).toEqual({
      status: 400,
      code: 'password_mismatch',
      message: 'The passwords do not match',
      details: [{ in: 'body', field: 'confirmpassword', reason: 'must match the password' }],
    });
    expect(
      newPasswordProblem('Demo-Password-1', 'Demo-Password-1', 'password', 'confirmpassword'),
    ).toBeNull();
  });
});

describe('sign-up values', () => {
  it('keeps the known keys with a text, from a query or a stored record', () => {
    const query = new URLSearchParams('plan_id=p1&units=&reffered_by=ann&oid=3&utm_source=news');
    expect(signupParams(query)).toEqual({ plan_id: 'p1', utm_source: 'news', reffered_by: 'ann' });
    expect(signupParams({ plan_type: '0', coupon_code: 7, other: 'x' })).toEqual({ plan_type: '0' });
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
  it("lists the roles in the contract's words", () => {
    expect(roleList()[2]).toEqual({
      id: 3,
      name: 'Organization Administrator',
      scope: 'organization',
      can_write: true,
      can_purchase: false,
      can_manage_team: true,
      description: 'Manages the properties and members of the organizations assigned to them.',
    });
  });
  it('gives organization roles their organizations (each once) and company roles none', () => {
    expect(roleOrganizationIds('Organization View only', [3, 1, 3])).toEqual([3, 1]);
    expect(roleOrganizationIds('Company Administrator', [3])).toEqual([]);
    expect(roleOrganizationsProblem('Company Administrator', [])).toBeNull();
    expect(roleOrganizationsProblem('Organization Administrator', [2])).toBeNull();
    expect(roleOrganizationsProblem('Organization Administrator', undefined)).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'organization_ids must have at least 1 item for an organization role',
      details: [
        {
          in: 'body',
          field: 'organization_ids',
          reason: 'must have at least 1 item for an organization role',
        },
      ],
    });
  });
});

describe('company services', () => {
  it('counts DSAR per organization and the other products per property', () => {
    const services = companyServices({
      organizations: [{ licensed: true }, { licensed: false }],
      properties: [{ products: ['Cookie', 'Social'] }, { products: ['Cookie'] }, { products: null }],
    });
    expect(
      services.map((s) => [s.key, s.licence_scope, s.licensed, s.licensed_count, s.total_count]),
    ).toEqual([
      ['cookieConsent', 'property', true, 2, 3],
      ['dsar', 'organization', true, 1, 2],
      ['consentPreference', 'property', false, 0, 3],
      ['socialFortuna', 'property', true, 1, 3],
    ]);
  });
});
