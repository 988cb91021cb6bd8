import { describe, expect, it } from 'vitest';
import { errorAction } from '../src/errors/error-catalogue.ts';

const msg = 'server text';
const act = (status: number, path: string, code?: string) =>
  errorAction({ status, path, code, message: msg });

describe('403', () => {
  it('raises the unauthorized dialog with the server text, then the error page', () => {
    expect(act(403, '/organizations', 'forbidden')).toEqual({
      kind: 'unauthorizedDialog',
      message: msg,
      statuscode: 403,
    });
  });
  it('returns the message for invite resend and the billing customer portal session', () => {
    expect(act(403, '/invite/user/resend', 'forbidden')).toEqual({ kind: 'return', message: msg });
    expect(act(403, '/billing/customerportal/session', 'forbidden')).toEqual({
      kind: 'return',
      message: msg,
    });
  });
  it("returns a 403 that is not a role refusal ('is not authorized') to the caller only", () => {
    expect(act(403, '/organizations', 'something_else')).toEqual({ kind: 'return', message: msg });
  });
});

describe('400 and 409', () => {
  it.each([
    ['/cookie/{orgId}/{propId}/{id}'],
    ['/start-cookie-scanning/{orgId}/{propId}'],
    ['/scan-jobs/{orgId}/{propId}'],
    ['/last-cookie-scan-job/{propId}'],
    ['/scanner/sbl/{propid}'],
    ['/consentdashboard/{propId}'],
  ])('opens the Cookie Consent Management licence modal for an inactive subscription on %s', (path) => {
    expect(act(409, path, 'subscription_inactive')).toEqual({
      kind: 'licenceModal',
      product: 'Cookie Consent Management',
      message: msg,
    });
    expect(act(400, path, 'subscription_inactive')).toMatchObject({ kind: 'licenceModal' });
  });
  it.each([
    ['/portal-consent/preference/{pid}'],
    ['/newsletter/newsletter-configuration/{oid}/{pid}'],
    ['/consent-preference/consent/export/{pid}'],
    ['/integration/connection'],
  ])('opens the Consent Preference licence modal on %s', (path) => {
    expect(act(400, path, 'subscription_inactive')).toEqual({
      kind: 'licenceModal',
      product: 'Consent Preference',
      message: msg,
    });
  });
  it('opens the Social Fortuna licence modal on the social plugin paths', () => {
    expect(act(409, '/social-fortuna/dashboard-counts/{oid}/{pid}', 'subscription_inactive')).toEqual({
      kind: 'licenceModal',
      product: 'Social Fortuna',
      message: msg,
    });
  });
  it('passes other errors on those paths to the caller', () => {
    expect(act(400, '/cookie/{orgId}/{propId}', 'validation_failed')).toEqual({
      kind: 'return',
      message: msg,
    });
  });
  it.each([
    ['/property/{orgId}'],
    ['/scan-jobs/{orgId}/{propId}'],
    ['/organization/create-sendgrid-sender/{oid}'],
    ['/cookie-blocking/save-tag-scr/{pid}'],
    ['/check-account'],
    ['/scanner/update/sbl/{propid}'],
  ])('passes the error body of %s to the caller', (path) => {
    expect(act(409, path, 'name_taken')).toEqual({ kind: 'return', message: msg });
  });
  it('logs out and goes to the error page on invite-user-company errors', () => {
    expect(act(409, '/invite/user/company', 'email_taken')).toEqual({
      kind: 'logout',
      next: 'errorPage',
      message: msg,
      statuscode: 409,
    });
  });
  it('logs out and returns the message on forgot-password and check-email-verify errors', () => {
    expect(act(400, '/password/forgot', 'validation_failed')).toEqual({
      kind: 'logout',
      next: 'return',
      message: msg,
      statuscode: 400,
    });
    expect(act(400, '/register/checkemailverify', 'validation_failed')).toMatchObject({
      kind: 'logout',
      next: 'return',
    });
  });
  it('returns other errors to the caller', () => {
    expect(act(400, '/organizations', 'validation_failed')).toEqual({ kind: 'return', message: msg });
  });
});

describe('401', () => {
  it("logs out and clears the stored user on an invalid token ('Invalid')", () => {
    expect(act(401, '/user', 'token_invalid')).toEqual({
      kind: 'logout',
      next: 'login',
      message: msg,
      statuscode: 401,
    });
  });
  it('returns the message on invite calls', () => {
    expect(act(401, '/invite/user', 'token_invalid')).toEqual({ kind: 'return', message: msg });
  });
  it("logs out and goes to the error page for 'Incorrect' on other calls", () => {
    expect(act(401, '/password/change', 'invalid_credentials')).toEqual({
      kind: 'logout',
      next: 'errorPage',
      message: msg,
      statuscode: 401,
    });
  });
  it('logs out and returns the message on a failed login', () => {
    expect(act(401, '/login', 'invalid_credentials')).toEqual({
      kind: 'logout',
      next: 'return',
      message: msg,
      statuscode: 401,
    });
  });
  it('goes to the error page with the status for anything else', () => {
    expect(act(401, '/company', 'other')).toEqual({ kind: 'errorPage', statuscode: 401 });
  });
});

describe('404', () => {
  it("logs out like a 401 for an 'Invalid' token", () => {
    expect(act(404, '/user', 'token_invalid')).toMatchObject({ kind: 'logout', next: 'login' });
  });
  it.each([['/invite/user/resend'], ['/billing/check_coupon/{coupon_code}'], ['/integration/field-objects']])(
    'returns the message on %s',
    (path) => {
      expect(act(404, path, 'not_found')).toEqual({ kind: 'return', message: msg });
    },
  );
  it('goes back to welcome when a ccpa form is gone', () => {
    expect(act(404, '/ccpa/form/{org}/{prop}/{id}', 'not_found')).toEqual({ kind: 'welcome' });
  });
  it('goes to the error page otherwise', () => {
    expect(act(404, '/organizations/{id}', 'not_found')).toEqual({ kind: 'errorPage', statuscode: 404 });
  });
});

describe('500 and 501', () => {
  it.each([
    ['/register'],
    ['/password/reset'],
    ['/workflow'],
    ['/organizations'],
    ['/email/verify'],
    ['/billing/checkout/trialsession'],
    ['/cart'],
    ['/ccpa/data'],
    ['/billing/list/subscription'],
    ['/property_license/{orgId}'],
    ['/signup_new'],
    ['/log'],
  ])('returns the message on %s', (path) => {
    expect(act(500, path, 'internal_error')).toEqual({ kind: 'return', message: msg });
    expect(act(501, path)).toEqual({ kind: 'return', message: msg });
  });
  it('goes to the error page for the others', () => {
    expect(act(500, '/company', 'internal_error')).toEqual({ kind: 'errorPage', statuscode: 500 });
  });
  it('treats status 0 (network failure) as 500', () => {
    expect(errorAction({ status: 0, path: '/company' })).toEqual({ kind: 'errorPage', statuscode: 500 });
    expect(errorAction({ status: 0, path: '/register' })).toMatchObject({ kind: 'return' });
  });
});

describe('other statuses', () => {
  it('returns 429 and the like to the caller', () => {
    expect(act(429, '/login', 'rate_limited')).toEqual({ kind: 'return', message: msg });
  });
});
