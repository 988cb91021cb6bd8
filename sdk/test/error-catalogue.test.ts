import { describe, expect, it } from 'vitest';
import { type ErrorAction, errorAction, type LicencedProduct } from '../src/errors/error-catalogue.ts';

const msg = 'server text';
const act = (status: number, path: string, code?: string) =>
  errorAction({ status, path, code, message: msg });

// The actions of calls-billing-spec §8, built once so that each case reads as one line.
const toCaller: ErrorAction = { kind: 'return', message: msg };
const logout = (next: 'login' | 'errorPage' | 'return', statuscode: number): ErrorAction => ({
  kind: 'logout',
  next,
  message: msg,
  statuscode,
});
const licenceModal = (product: LicencedProduct): ErrorAction => ({
  kind: 'licenceModal',
  product,
  message: msg,
});
const errorPage = (statuscode: number): ErrorAction => ({ kind: 'errorPage', statuscode });

describe('403', () => {
  it('raises the unauthorized dialog with the server text, then the error page', () => {
    expect(act(403, '/organizations', 'forbidden')).toEqual({
      kind: 'unauthorizedDialog',
      message: msg,
      statuscode: 403,
    });
  });
  it('returns the message for invite resend and the billing customer portal session', () => {
    expect(act(403, '/invite/user/resend', 'forbidden')).toEqual(toCaller);
    expect(act(403, '/billing/customerportal/session', 'forbidden')).toEqual(toCaller);
  });
  it("returns a 403 that is not a role refusal ('is not authorized') to the caller only", () => {
    expect(act(403, '/organizations', 'something_else')).toEqual(toCaller);
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
    expect(act(409, path, 'subscription_inactive')).toEqual(licenceModal('Cookie Consent Management'));
    expect(act(400, path, 'subscription_inactive')).toEqual(licenceModal('Cookie Consent Management'));
  });
  it.each([
    ['/portal-consent/preference/{pid}'],
    ['/newsletter/newsletter-configuration/{oid}/{pid}'],
    ['/consent-preference/consent/export/{pid}'],
    ['/integration/connection'],
  ])('opens the Consent Preference licence modal on %s', (path) => {
    expect(act(400, path, 'subscription_inactive')).toEqual(licenceModal('Consent Preference'));
  });
  it('opens the Social Fortuna licence modal on the social plugin paths', () => {
    expect(act(409, '/social-fortuna/dashboard-counts/{oid}/{pid}', 'subscription_inactive')).toEqual(
      licenceModal('Social Fortuna'),
    );
  });
  it('passes other errors on those paths to the caller', () => {
    expect(act(400, '/cookie/{orgId}/{propId}', 'validation_failed')).toEqual(toCaller);
  });
  it.each([
    ['/property/{orgId}'],
    ['/scan-jobs/{orgId}/{propId}'],
    ['/organization/create-sendgrid-sender/{oid}'],
    ['/cookie-blocking/save-tag-scr/{pid}'],
    ['/check-account'],
    ['/scanner/update/sbl/{propid}'],
  ])('passes the error body of %s to the caller', (path) => {
    expect(act(409, path, 'name_taken')).toEqual(toCaller);
  });
  it('logs out and goes to the error page on invite-user-company errors', () => {
    expect(act(409, '/invite/user/company', 'email_taken')).toEqual(logout('errorPage', 409));
  });
  it('logs out and returns the message on forgot-password and check-email-verify errors', () => {
    expect(act(400, '/password/forgot', 'validation_failed')).toEqual(logout('return', 400));
    expect(act(400, '/register/checkemailverify', 'validation_failed')).toEqual(logout('return', 400));
  });
  it('returns other errors to the caller', () => {
    expect(act(400, '/organizations', 'validation_failed')).toEqual(toCaller);
  });
});

describe('401', () => {
  it("logs out and clears the stored user on an invalid token ('Invalid')", () => {
    expect(act(401, '/user', 'token_invalid')).toEqual(logout('login', 401));
  });
  it('returns the message on invite calls', () => {
    expect(act(401, '/invite/user', 'token_invalid')).toEqual(toCaller);
  });
  it("logs out and goes to the error page for 'Incorrect' on other calls", () => {
    expect(act(401, '/password/change', 'invalid_credentials')).toEqual(logout('errorPage', 401));
  });
  it('logs out and returns the message on a failed login', () => {
    expect(act(401, '/login', 'invalid_credentials')).toEqual(logout('return', 401));
  });
  it('goes to the error page with the status for anything else', () => {
    expect(act(401, '/company', 'other')).toEqual(errorPage(401));
  });
});

describe('404', () => {
  it("logs out like a 401 for an 'Invalid' token", () => {
    expect(act(404, '/user', 'token_invalid')).toEqual(logout('login', 404));
  });
  it.each([['/invite/user/resend'], ['/billing/check_coupon/{coupon_code}'], ['/integration/field-objects']])(
    'returns the message on %s',
    (path) => {
      expect(act(404, path, 'not_found')).toEqual(toCaller);
    },
  );
  it('goes back to welcome when a ccpa form is gone while it is saved or published', () => {
    expect(act(404, '/ccpa/form/{org}/{prop}/{id}', 'not_found')).toEqual({ kind: 'welcome' });
    for (const method of ['PUT', 'PATCH']) {
      expect(
        errorAction({ status: 404, path: '/ccpa/form/{orgId}/{propId}/{id}', code: 'not_found', method }),
      ).toEqual({ kind: 'welcome' });
    }
  });
  it('shows the 404 page for a form id that names no form, as for an unknown workflow', () => {
    const read = (path: string) => errorAction({ status: 404, path, code: 'not_found', method: 'GET' });
    expect(read('/ccpa/form/{orgId}/{propId}/{id}')).toEqual(errorPage(404));
    expect(read('/workflow/{orgId}/{workflowId}')).toEqual(errorPage(404));
  });
  it('goes to the error page otherwise', () => {
    expect(act(404, '/organizations/{id}', 'not_found')).toEqual(errorPage(404));
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
    expect(act(500, path, 'internal_error')).toEqual(toCaller);
    expect(act(501, path)).toEqual(toCaller);
  });
  it('goes to the error page for the others', () => {
    expect(act(500, '/company', 'internal_error')).toEqual(errorPage(500));
  });
  it('treats status 0 (network failure) as 500', () => {
    expect(errorAction({ status: 0, path: '/company' })).toEqual(errorPage(500));
    expect(errorAction({ status: 0, path: '/register' })).toEqual({
      kind: 'return',
      message: 'Something went wrong. Please try again later.',
    });
  });
});

describe('other statuses', () => {
  it('returns 429 and the like to the caller', () => {
    expect(act(429, '/login', 'rate_limited')).toEqual(toCaller);
  });
});
