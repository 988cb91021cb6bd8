/**
 * The central error handling of calls-billing-spec §8 as one pure function. The server's stable error
 * codes make it exact: nothing here looks at message texts.
 */

export type LicencedProduct = 'Cookie Consent Management' | 'Consent Preference' | 'Social Fortuna';

export type ErrorAction =
  /** 403: the 'Unauthorized Access Detected' dialog with the server's text, then /error/errorpage?statuscode=403. */
  | { kind: 'unauthorizedDialog'; message: string; statuscode: 403 }
  /** 400/409 with an inactive subscription on a product's paths: the licence-status modal. */
  | { kind: 'licenceModal'; product: LicencedProduct; message: string }
  /** Log out and clear the stored user; then go to /login, the error page, or hand the message back. */
  | { kind: 'logout'; next: 'login' | 'errorPage' | 'return'; message: string; statuscode: number }
  | { kind: 'errorPage'; statuscode: number }
  /** A DSAR form that no longer exists: back to /home/welcome (with oid and pid). */
  | { kind: 'welcome' }
  /** The caller shows the message (every listed exception). */
  | { kind: 'return'; message: string };

export interface FailedCall {
  /** HTTP status; 0 for a network failure (treated as 500). */
  status: number;
  code?: string | undefined;
  message?: string | undefined;
  /** The API path template without /api/v1, e.g. '/invite/user/resend' or '/property/{orgId}'. */
  path: string;
  /** The request's method ('GET', 'PUT'…), when known. */
  method?: string | undefined;
}

/** GET /ccpa/form/{orgId}/{propId}/{id}: one form, asked for by the id in the builder's address. */
const ONE_FORM = /^\/ccpa\/form\/\{[^/}]+\}\/\{[^/}]+\}\/\{[^/}]+\}$/;

const startsWith = (path: string, prefixes: readonly string[]) => prefixes.some((p) => path.startsWith(p));

// Paths whose inactive subscription opens the licence-status modal, per product.
const COOKIE_PATHS = [
  '/cookie',
  '/cookiecategory',
  '/start-cookie-scanning',
  '/publish-cookie',
  '/bulkupdatecookie',
  '/scan-jobs',
  '/scan-job-details',
  '/schedule-scanjob',
  '/last-cookie-scan-job',
  '/scannerstatus',
  '/scanner/sbl',
  '/scanner/update/sbl',
  '/un-published-cookie',
  '/all-cookie',
  '/consentdashboard',
  '/consentdetailsdashboard',
  '/consentcountrylist',
  '/consentmaplist',
  '/optinactivitydashboard',
  '/optoutactivitydashboard',
  '/consent-activity',
  // The rest of the module (issue 13): every Cookie Consent call of an unlicensed property opens it.
  '/import-cookies-list',
  '/cookiepurpose',
  '/cookietype',
  '/available/scan',
  '/sbl/validate_login',
  '/tag-list-javascript',
  '/update-tag',
  '/cookie-blocking',
  '/consent/banner',
  '/consent/save-lang',
  '/consent/save-custom-lang',
  '/consent/banner-history',
  '/consent/active-banner-history',
  '/consent/delete-banner-history',
  '/consent/manage-vendors',
  '/consent/global-vendors',
];
const CONSENT_PREFERENCE_PATHS = [
  '/portal-consent',
  '/newsletter/newsletter-configuration',
  '/consent-preference',
  '/integration/connection',
];
const SOCIAL_PATHS = ['/social-fortuna'];

// 500/501 whose message the caller shows instead of the error page.
const SERVER_ERROR_RETURN_PATHS = [
  '/register',
  '/password',
  '/workflow',
  '/organizations',
  '/email/verify',
  '/billing/checkout/trialsession',
  '/cart',
  '/ccpa/data',
  '/billing/list',
  '/property_license',
  '/signup',
  '/log',
];

const INVITE_PATHS = ['/invite/user'];
const isLogin = (path: string) => path === '/login';

export function errorAction(call: FailedCall): ErrorAction {
  const status = call.status === 0 ? 500 : call.status;
  const message = call.message ?? 'Something went wrong. Please try again later.';
  const { path, code } = call;

  if (status === 403) {
    if (path === '/invite/user/resend' || path === '/billing/customerportal/session')
      return { kind: 'return', message };
    // Only a role refusal ('… is not authorized …') raises the dialog; other 403s go back to the caller.
    if (code !== 'forbidden') return { kind: 'return', message };
    return { kind: 'unauthorizedDialog', message, statuscode: 403 };
  }

  if (status === 400 || status === 409) {
    if (code === 'subscription_inactive') {
      if (startsWith(path, SOCIAL_PATHS)) return { kind: 'licenceModal', product: 'Social Fortuna', message };
      if (startsWith(path, CONSENT_PREFERENCE_PATHS))
        return { kind: 'licenceModal', product: 'Consent Preference', message };
      if (startsWith(path, COOKIE_PATHS))
        return { kind: 'licenceModal', product: 'Cookie Consent Management', message };
    }
    if (path === '/invite/user/company')
      return { kind: 'logout', next: 'errorPage', message, statuscode: status };
    if (path === '/password/forgot' || path === '/register/checkemailverify') {
      return { kind: 'logout', next: 'return', message, statuscode: status };
    }
    // Property, scan job, sender, tag save, check-account and scanner bodies, and the rest: to the caller.
    return { kind: 'return', message };
  }

  if (status === 401) {
    if (isLogin(path)) return { kind: 'logout', next: 'return', message, statuscode: 401 };
    if (startsWith(path, INVITE_PATHS)) return { kind: 'return', message };
    if (code === 'token_invalid') return { kind: 'logout', next: 'login', message, statuscode: 401 };
    if (code === 'invalid_credentials' || code === 'otp_invalid') {
      return { kind: 'logout', next: 'errorPage', message, statuscode: 401 };
    }
    return { kind: 'errorPage', statuscode: 401 };
  }

  if (status === 404) {
    if (code === 'token_invalid') return { kind: 'logout', next: 'login', message, statuscode: 404 };
    if (
      startsWith(path, INVITE_PATHS) ||
      path.startsWith('/billing/check_coupon') ||
      path.startsWith('/integration/field-objects')
    ) {
      return { kind: 'return', message };
    }
    // An address naming no form (the builder's /privacy/dsar/dsarform/{id}) is a missing page: the 404
    // page, as for an unknown workflow. Other form calls answered 404 (a save or publish of a form
    // deleted meanwhile) still go to welcome (§8).
    if (call.method === 'GET' && ONE_FORM.test(path)) return { kind: 'errorPage', statuscode: 404 };
    if (path.startsWith('/ccpa/form')) return { kind: 'welcome' };
    return { kind: 'errorPage', statuscode: 404 };
  }

  if (status === 500 || status === 501) {
    if (startsWith(path, SERVER_ERROR_RETURN_PATHS)) return { kind: 'return', message };
    return { kind: 'errorPage', statuscode: status };
  }

  // 413, 415, 429 and the rest: the caller shows the message.
  return { kind: 'return', message };
}
