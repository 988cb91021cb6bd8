import { type ComponentType, lazy } from 'react';

/**
 * The page of each route-table key. Loaded on demand so that the login page does not carry the
 * settings, dashboards and public site.
 */
type Load = () => Promise<ComponentType>;

const page = (load: Load) => lazy(async () => ({ default: await load() }));

/**
 * A sign-in page that loads data: it brings the query cache with it (the shell and the public layout
 * provide theirs), so that the login page alone stays without TanStack Query.
 */
const dataPage = (load: Load) =>
  lazy(async () => {
    const [Page, { WithQueries }] = await Promise.all([load(), import('./WithQueries.tsx')]);
    const WithCache = () => (
      <WithQueries>
        <Page />
      </WithQueries>
    );
    return { default: WithCache };
  });

const publicPages = () => import('../pages/public/index.ts');
const errorPages = () => import('../pages/errors/index.ts');
const pricingPages = () => import('../pages/billing/pricing/PricingPage.tsx');

export const PAGES: Readonly<Record<string, ComponentType>> = {
  // Authentication
  login: page(() => import('../pages/login/LoginPage.tsx').then((m) => m.LoginPage)),
  impersonate: dataPage(() =>
    import('../pages/impersonate/ImpersonatePage.tsx').then((m) => m.ImpersonatePage),
  ),
  signup: dataPage(() => import('../pages/signup/SignupRoute.tsx').then((m) => m.SignupRoute)),
  verifyEmailRedirect: dataPage(() =>
    import('../pages/verify-email/VerifyEmailRedirect.tsx').then((m) => m.VerifyEmailRedirect),
  ),
  verifyEmail: dataPage(() =>
    import('../pages/verify-email/VerifyEmailPage.tsx').then((m) => m.VerifyEmailPage),
  ),
  forgotPassword: dataPage(() =>
    import('../pages/forgot-password/ForgotPasswordPage.tsx').then((m) => m.ForgotPasswordPage),
  ),
  resetPassword: dataPage(() =>
    import('../pages/reset-password/ResetPasswordPage.tsx').then((m) => m.ResetPasswordPage),
  ),
  setPassword: dataPage(() =>
    import('../pages/set-password/SetPasswordPage.tsx').then((m) => m.SetPasswordPage),
  ),
  signout: page(() => import('../pages/signout/SignOutPage.tsx').then((m) => m.SignOutPage)),
  // Public site
  solutionDsar: page(() => publicPages().then((m) => m.DsarPage)),
  solutionGdpr: page(() => publicPages().then((m) => m.GdprPage)),
  partners: page(() => publicPages().then((m) => m.PartnersPage)),
  // The contact form and the help centre in their own chunks: the other public pages need no form or query code.
  contact: page(() => import('../pages/public/ContactPage.tsx').then((m) => m.ContactPage)),
  changelog: page(() => publicPages().then((m) => m.ChangelogPage)),
  helpCentre: page(() => import('../pages/public/HelpCentrePage.tsx').then((m) => m.HelpCentrePage)),
  privacyPolicy: page(() => publicPages().then((m) => m.PrivacyPolicyPage)),
  termsOfService: page(() => publicPages().then((m) => m.TermsOfServicePage)),
  publicPricing: page(() => pricingPages().then((m) => m.PublicPricingPage)),
  // The consent-preference verification page belongs to the Consent Preference module.
  consentVerify: page(() =>
    import('../modules/consentPreference/index.ts').then((m) => m.ConsentPreferencePage),
  ),
  // Error pages
  errorPage: page(() => errorPages().then((m) => m.ErrorStatusPage)),
  notFound: page(() => errorPages().then((m) => m.NotFoundPage)),
  internalError: page(() => errorPages().then((m) => m.InternalErrorPage)),
  // Landing, dashboards, account
  welcome: page(() => import('../pages/welcome/index.ts').then((m) => m.WelcomePage)),
  analytics: page(() => import('../pages/analytics/index.ts').then((m) => m.AnalyticsPage)),
  plans: page(() => import('../pages/billing/plans/PlansPage.tsx').then((m) => m.PlansPage)),
  setupWizard: page(() => import('../pages/setup-wizard/SetupWizardPage.tsx').then((m) => m.SetupWizardPage)),
  licenceHistory: page(() =>
    import('../pages/billing/licence-history/LicenceHistoryPage.tsx').then((m) => m.LicenceHistoryPage),
  ),
  userProfile: page(() => import('../pages/user-profile/UserProfilePage.tsx').then((m) => m.UserProfilePage)),
  // Settings and billing: one chunk per page, so that a page does not carry the others' tables and dialogs.
  settings: page(() => import('../pages/settings/SettingsPage.tsx').then((m) => m.SettingsPage)),
  company: page(() => import('../pages/settings/CompanyPage.tsx').then((m) => m.CompanyPage)),
  organizations: page(() =>
    import('../pages/settings/OrganizationsPage.tsx').then((m) => m.OrganizationsPage),
  ),
  organizationDetails: page(() =>
    import('../pages/settings/OrganizationDetailsPage.tsx').then((m) => m.OrganizationDetailsPage),
  ),
  team: page(() => import('../pages/settings/TeamPage.tsx').then((m) => m.TeamPage)),
  pricing: page(() => pricingPages().then((m) => m.PricingPage)),
  billingManage: page(() => import('../pages/billing/manage/ManagePage.tsx').then((m) => m.ManagePage)),
  cart: page(() => import('../pages/billing/cart/CartPage.tsx').then((m) => m.CartPage)),
  cartReview: page(() =>
    import('../pages/billing/cart-review/CartReviewPage.tsx').then((m) => m.CartReviewPage),
  ),
  // Product modules: each module's page, by the route's module key (portal/src/modules/pages.ts).
  module: page(() => import('../modules/ModuleRoute.tsx').then((m) => m.ModuleRoute)),
};
