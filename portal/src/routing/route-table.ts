/**
 * Every route of portal-spec §2 and calls-billing-spec §2, as data. The router, the guards and the
 * route-table tests all read this one list.
 */

/** Licence a module needs: DSAR by organization; the others by property (portal-spec §4 Feature gating). */
export type Licence = 'dsar' | 'cookieConsent' | 'consentPreference' | 'socialFortuna';

export type Access =
  /** anyone, logged in or not */
  | 'public'
  /** a logged-in user */
  | 'auth'
  /** a logged-in user who has created an organization or property (the spec's second guard) */
  | 'setup'
  /** a product module: setup + a selected property + its licence */
  | 'product';

export type Layout = 'public' | 'auth' | 'shell' | 'bare';

export interface RouteSpec {
  /** react-router pattern */
  path: string;
  access: Access;
  layout: Layout;
  /** the page component's key in the page registry */
  page: string;
  licence?: Licence;
  /** header and footer hidden (welcome and authentication pages) */
  chromeless?: boolean;
  /** footer hidden (/consent-preference/verify) */
  noFooter?: boolean;
}

const pub = (path: string, page: string, extra: Partial<RouteSpec> = {}): RouteSpec => ({
  path,
  access: 'public',
  layout: 'public',
  page,
  ...extra,
});
const authPage = (path: string, page: string): RouteSpec => ({
  path,
  access: 'public',
  layout: 'auth',
  page,
  chromeless: true,
});
const app = (path: string, page: string, extra: Partial<RouteSpec> = {}): RouteSpec => ({
  path,
  access: 'auth',
  layout: 'shell',
  page,
  ...extra,
});
const product = (licence: Licence | undefined, path: string, page: string): RouteSpec => ({
  path,
  access: 'product',
  layout: 'shell',
  page,
  ...(licence ? { licence } : {}),
});

export const ROUTES: readonly RouteSpec[] = [
  // Authentication
  authPage('/login', 'login'),
  authPage('/login/impersonate', 'impersonate'),
  authPage('/signup', 'signup'),
  authPage('/register', 'signup'),
  authPage('/verify-email/:id', 'verifyEmailRedirect'),
  authPage('/invited-user-verify-email', 'verifyEmail'),
  authPage('/invited-user-verify-email/:id', 'verifyEmail'),
  authPage('/forgot-password', 'forgotPassword'),
  authPage('/resetpswd', 'resetPassword'),
  authPage('/resetpswd/:id', 'resetPassword'),
  authPage('/setpassword', 'setPassword'),
  authPage('/setpassword/:userid', 'setPassword'),
  authPage('/signout', 'signout'),
  // Public site
  pub('/dsar', 'solutionDsar'),
  pub('/gdpr', 'solutionGdpr'),
  pub('/partners', 'partners'),
  pub('/contactus', 'contact'),
  pub('/pricing', 'publicPricing'),
  pub('/changelog', 'changelog'),
  pub('/gethelp', 'helpCentre'),
  // The footer's links (portal-spec §2 Dialogs and banners: privacy policy and terms of service).
  pub('/privacy-policy', 'privacyPolicy'),
  pub('/terms-of-service', 'termsOfService'),
  pub('/consent-preference/verify', 'consentVerify', { noFooter: true }),
  pub('/consent-preference/verify/:pid/:consentID', 'consentVerify', { noFooter: true }),
  // Error pages
  pub('/error/errorpage', 'errorPage'),
  pub('/errorpage', 'errorPage'),
  pub('/404page', 'notFound'),
  pub('/internalerror', 'internalError'),
  // Landing, dashboards, account
  app('/home/welcome', 'welcome', { chromeless: true }),
  app('/home/dashboard/analytics', 'analytics'),
  app('/plans', 'plans'),
  app('/setupwizard', 'setupWizard'),
  app('/licensehistory', 'licenceHistory'),
  app('/userprofile', 'userProfile'),
  // Settings and billing
  app('/settings', 'settings'),
  app('/settings/company', 'company'),
  app('/settings/organizations', 'organizations'),
  app('/settings/organizations/details/:id', 'organizationDetails'),
  app('/settings/organizations/:id/details', 'organizationDetails'),
  app('/settings/team', 'team'),
  app('/settings/billing/pricing', 'pricing'),
  app('/settings/billing/manage', 'billingManage'),
  app('/settings/billing/cart', 'cart'),
  app('/settings/billing/cartreview', 'cartReview'),
  // DSAR (licensed per organization)
  product('dsar', '/home/dashboard/ccpa-dsar', 'module'),
  product('dsar', '/privacy/dsar/webforms', 'module'),
  product('dsar', '/privacy/dsar/requests', 'module'),
  product('dsar', '/privacy/dsar/workflows', 'module'),
  product('dsar', '/privacy/dsar/templates', 'module'),
  product('dsar', '/privacy/dsar/createworkflow', 'module'),
  product('dsar', '/privacy/dsar/createworkflow/:id', 'module'),
  product('dsar', '/privacy/dsar/dsarform', 'module'),
  product('dsar', '/privacy/dsar/dsarform/:id', 'module'),
  product('dsar', '/privacy/dsar/requests-details/:reqid/:companyid/:orgid/:propid/:formID', 'module'),
  // Cookie Consent (per property)
  product('cookieConsent', '/home/dashboard/cookie-consent', 'module'),
  product('cookieConsent', '/cookie-consent/cookie-category/list', 'module'),
  product('cookieConsent', '/cookie-consent/banner-configuration', 'module'),
  product('cookieConsent', '/cookie-consent/cookie-category/scan-details', 'module'),
  product('cookieConsent', '/cookie-consent/auto-cookie-blocking/enables', 'module'),
  product('cookieConsent', '/cookie-consent/cookie-tracking', 'module'),
  product('cookieConsent', '/cookie-consent/banner-configuration/implementation', 'module'),
  product('cookieConsent', '/cookie-consent/manage-vendors', 'module'),
  // Consent Preference (per property)
  product('consentPreference', '/home/dashboard/consent-preference', 'module'),
  product('consentPreference', '/consent-preference/consent-records', 'module'),
  product('consentPreference', '/consent-preference/consent-management', 'module'),
  product('consentPreference', '/consent-preference/jurisdiction', 'module'),
  product('consentPreference', '/consent-preference/consent-management/workflows', 'module'),
  product('consentPreference', '/consent-preference/subscription-consent-banner-configuration', 'module'),
  product('consentPreference', '/consent-preference/connection-integration', 'module'),
  product('consentPreference', '/consent-preference/email-template', 'module'),
  product('consentPreference', '/consent-preference/setup', 'module'),
  // Social Fortuna (per property)
  product('socialFortuna', '/social-fortuna/dashboard', 'module'),
  product('socialFortuna', '/social-fortuna/configuration', 'module'),
  product('socialFortuna', '/social-fortuna/setup', 'module'),
  // ROPA and Data Discovery (no product licence in the spec: setup guard only)
  product(undefined, '/ropa/activity', 'module'),
  product(undefined, '/ropa/assets', 'module'),
  product(undefined, '/ropa/entity/vendors', 'module'),
  product(undefined, '/ropa/entity/customers', 'module'),
  product(undefined, '/ropa/entity/companies', 'module'),
  product(undefined, '/ropa/entity/others', 'module'),
  product(undefined, '/ropa/policies', 'module'),
  product(undefined, '/data-discovery/reports', 'module'),
  product(undefined, '/data-discovery/connections', 'module'),
  product(undefined, '/data-discovery/jobs', 'module'),
];

/** Returns from payment: /manage?success=true|false or ?type=manage (calls-billing-spec §2). */
export const PAYMENT_RETURN_PATH = '/manage';
