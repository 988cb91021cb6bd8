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
  /** The page's name in the browser tab: "<title> · Privacy Portal" (documentTitle). */
  title: string;
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

const pub = (path: string, page: string, title: string, extra: Partial<RouteSpec> = {}): RouteSpec => ({
  path,
  title,
  access: 'public',
  layout: 'public',
  page,
  ...extra,
});
const authPage = (path: string, page: string, title: string): RouteSpec => ({
  path,
  title,
  access: 'public',
  layout: 'auth',
  page,
  chromeless: true,
});
const app = (path: string, page: string, title: string, extra: Partial<RouteSpec> = {}): RouteSpec => ({
  path,
  title,
  access: 'auth',
  layout: 'shell',
  page,
  ...extra,
});
const product = (licence: Licence | undefined, path: string, page: string, title: string): RouteSpec => ({
  path,
  title,
  access: 'product',
  layout: 'shell',
  page,
  ...(licence ? { licence } : {}),
});

export const ROUTES: readonly RouteSpec[] = [
  // Authentication
  authPage('/login', 'login', 'Log in'),
  authPage('/login/impersonate', 'impersonate', 'Impersonation'),
  authPage('/signup', 'signup', 'Sign up'),
  authPage('/register', 'signup', 'Sign up'),
  authPage('/verify-email/:id', 'verifyEmailRedirect', 'Verify your email'),
  authPage('/invited-user-verify-email', 'verifyEmail', 'Verify your email'),
  authPage('/invited-user-verify-email/:id', 'verifyEmail', 'Verify your email'),
  authPage('/forgot-password', 'forgotPassword', 'Forgot password'),
  authPage('/resetpswd', 'resetPassword', 'Reset password'),
  authPage('/resetpswd/:id', 'resetPassword', 'Reset password'),
  authPage('/setpassword', 'setPassword', 'Set your password'),
  authPage('/setpassword/:userid', 'setPassword', 'Set your password'),
  authPage('/signout', 'signout', 'Sign out'),
  // Public site
  pub('/dsar', 'solutionDsar', 'DSAR management'),
  pub('/gdpr', 'solutionGdpr', 'GDPR'),
  pub('/partners', 'partners', 'Partners'),
  pub('/contactus', 'contact', 'Contact us'),
  pub('/pricing', 'publicPricing', 'Pricing'),
  pub('/changelog', 'changelog', 'Changelog'),
  pub('/gethelp', 'helpCentre', 'Help centre'),
  // The footer's links (portal-spec §2 Dialogs and banners: privacy policy and terms of service).
  pub('/privacy-policy', 'privacyPolicy', 'Privacy policy'),
  pub('/terms-of-service', 'termsOfService', 'Terms of service'),
  pub('/consent-preference/verify', 'consentVerify', 'Verify your consent', { noFooter: true }),
  pub('/consent-preference/verify/:pid/:consentID', 'consentVerify', 'Verify your consent', {
    noFooter: true,
  }),
  // Error pages
  pub('/error/errorpage', 'errorPage', 'Error'),
  pub('/errorpage', 'errorPage', 'Error'),
  pub('/404page', 'notFound', 'Page Not Found'),
  pub('/internalerror', 'internalError', 'Internal Server Error'),
  // Landing, dashboards, account
  app('/home/welcome', 'welcome', 'Welcome', { chromeless: true }),
  app('/home/dashboard/analytics', 'analytics', 'Dashboard'),
  app('/plans', 'plans', 'Plans'),
  app('/setupwizard', 'setupWizard', 'Set up your account'),
  app('/licensehistory', 'licenceHistory', 'Licence history'),
  app('/userprofile', 'userProfile', 'User Preferences'),
  // Settings and billing
  app('/settings', 'settings', 'Settings'),
  app('/settings/company', 'company', 'Company details'),
  app('/settings/organizations', 'organizations', 'Organizations'),
  app('/settings/organizations/details/:id', 'organizationDetails', 'Organization details'),
  app('/settings/organizations/:id/details', 'organizationDetails', 'Organization details'),
  app('/settings/team', 'team', 'Team members'),
  app('/settings/billing/pricing', 'pricing', 'Pricing'),
  app('/settings/billing/manage', 'billingManage', 'Manage subscriptions'),
  app('/settings/billing/cart', 'cart', 'Cart'),
  app('/settings/billing/cartreview', 'cartReview', 'Review your order'),
  // DSAR (licensed per organization)
  product('dsar', '/home/dashboard/ccpa-dsar', 'module', 'DSAR Dashboard'),
  product('dsar', '/privacy/dsar/webforms', 'module', 'DSAR Webforms'),
  product('dsar', '/privacy/dsar/requests', 'module', 'DSAR Requests'),
  product('dsar', '/privacy/dsar/workflows', 'module', 'DSAR Workflow'),
  product('dsar', '/privacy/dsar/templates', 'module', 'DSAR Custom Template'),
  product('dsar', '/privacy/dsar/createworkflow', 'module', 'Create workflow'),
  product('dsar', '/privacy/dsar/createworkflow/:id', 'module', 'Edit workflow'),
  product('dsar', '/privacy/dsar/dsarform', 'module', 'Create webform'),
  product('dsar', '/privacy/dsar/dsarform/:id', 'module', 'Edit webform'),
  product(
    'dsar',
    '/privacy/dsar/requests-details/:reqid/:companyid/:orgid/:propid/:formID',
    'module',
    'Request details',
  ),
  // Cookie Consent (per property)
  product('cookieConsent', '/home/dashboard/cookie-consent', 'module', 'Cookie Consent Dashboard'),
  product('cookieConsent', '/cookie-consent/cookie-category/list', 'module', 'Cookie Category'),
  product('cookieConsent', '/cookie-consent/banner-configuration', 'module', 'Cookie Banner'),
  product('cookieConsent', '/cookie-consent/cookie-category/scan-details', 'module', 'Cookie Scanner'),
  product('cookieConsent', '/cookie-consent/auto-cookie-blocking/enables', 'module', 'Auto Cookie Blocking'),
  product('cookieConsent', '/cookie-consent/cookie-tracking', 'module', 'Consent Tracking'),
  product(
    'cookieConsent',
    '/cookie-consent/banner-configuration/implementation',
    'module',
    'Cookie Consent Implementation',
  ),
  product('cookieConsent', '/cookie-consent/manage-vendors', 'module', 'Manage Vendors'),
  // Consent Preference (per property)
  product(
    'consentPreference',
    '/home/dashboard/consent-preference',
    'module',
    'Consent Preference Dashboard',
  ),
  product('consentPreference', '/consent-preference/consent-records', 'module', 'Consent Records'),
  product(
    'consentPreference',
    '/consent-preference/consent-management',
    'module',
    'Preference Build Manager',
  ),
  product('consentPreference', '/consent-preference/jurisdiction', 'module', 'Jurisdiction'),
  product('consentPreference', '/consent-preference/consent-management/workflows', 'module', 'Work Flows'),
  product(
    'consentPreference',
    '/consent-preference/subscription-consent-banner-configuration',
    'module',
    'Subscription Consent Banner',
  ),
  product('consentPreference', '/consent-preference/connection-integration', 'module', 'Connection Manager'),
  product('consentPreference', '/consent-preference/email-template', 'module', 'Email Template'),
  product('consentPreference', '/consent-preference/setup', 'module', 'Consent Preference Implementation'),
  // Social Fortuna (per property)
  product('socialFortuna', '/social-fortuna/dashboard', 'module', 'Social Fortuna Dashboard'),
  product('socialFortuna', '/social-fortuna/configuration', 'module', 'Social Fortuna Configuration'),
  product('socialFortuna', '/social-fortuna/setup', 'module', 'Social Fortuna Implementation'),
  // ROPA and Data Discovery (no product licence in the spec: setup guard only)
  product(undefined, '/ropa/activity', 'module', 'Processing Activities'),
  product(undefined, '/ropa/assets', 'module', 'Assets'),
  product(undefined, '/ropa/entity/vendors', 'module', 'Vendors'),
  product(undefined, '/ropa/entity/customers', 'module', 'Customers'),
  product(undefined, '/ropa/entity/companies', 'module', 'Companies'),
  product(undefined, '/ropa/entity/others', 'module', 'Others'),
  product(undefined, '/ropa/policies', 'module', 'Policies'),
  product(undefined, '/data-discovery/reports', 'module', 'Data Discovery Reports'),
  product(undefined, '/data-discovery/connections', 'module', 'Data Discovery Connections'),
  product(undefined, '/data-discovery/jobs', 'module', 'Data Discovery Jobs'),
];

/** The browser tab's title of a route: the spec's 'Pricing - {portal}' for pricing, else "<title> · {portal}". */
export function documentTitle(route: RouteSpec, portalName: string): string {
  if (route.page === 'pricing' || route.page === 'publicPricing') return `Pricing - ${portalName}`;
  return `${route.title} · ${portalName}`;
}

/** Returns from payment: /manage?success=true|false or ?type=manage (calls-billing-spec §2). */
export const PAYMENT_RETURN_PATH = '/manage';
