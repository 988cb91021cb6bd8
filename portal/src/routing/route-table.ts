import { MODULES, type ModuleDefinition, type ModuleKey, type ModuleRoute } from '@privacy-portal/sdk';

/**
 * Every route of portal-spec §2 and calls-billing-spec §2, as data. The router, the guards and the
 * route-table tests all read this one list.
 */

/** Licence a module needs: DSAR by organization; the others by property (portal-spec §4 Feature gating). */
export type Licence = NonNullable<ModuleDefinition['licence']>;

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
  /** the product module of a 'product' route (the module registry's key) */
  module?: ModuleKey;
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
/** A module's route: the 'module' page shows the module's own page (portal/src/modules/pages.ts). */
const product = (module: ModuleDefinition<ModuleKey>, route: ModuleRoute): RouteSpec => ({
  path: route.path,
  title: route.title,
  access: 'product',
  layout: 'shell',
  page: 'module',
  module: module.key,
  ...(module.licence ? { licence: module.licence } : {}),
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
  // Product modules: every route of every module in the registry, behind its licence.
  ...MODULES.flatMap((module) => module.routes.map((route) => product(module, route))),
];

/** The browser tab's title of a route: the spec's 'Pricing - {portal}' for pricing, else "<title> · {portal}". */
export function documentTitle(route: RouteSpec, portalName: string): string {
  if (route.page === 'pricing' || route.page === 'publicPricing') return `Pricing - ${portalName}`;
  return `${route.title} · ${portalName}`;
}

/** Returns from payment: /manage?success=true|false or ?type=manage (calls-billing-spec §2). */
export const PAYMENT_RETURN_PATH = '/manage';
