export type { ApiClient, ApiClientOptions, ApiError, ApiPaths, Schemas, TokenStore } from './client.ts';
export { createApiClient, memoryTokenStore, webStorageTokenStore } from './client.ts';
export { ApiProblem } from './errors/api-problem.ts';
export type { ErrorAction, FailedCall, LicencedProduct } from './errors/error-catalogue.ts';
export { errorAction } from './errors/error-catalogue.ts';
export type { ErrorContext } from './errors/error-middleware.ts';
export { errorCatalogueMiddleware } from './errors/error-middleware.ts';
export type { components, operations, paths } from './generated/schema.ts';
export { API_MESSAGES } from './messages/api-messages.ts';
export type { MailText } from './messages/mail-texts.ts';
export {
  invitationText,
  mailPlainText,
  PRODUCT_NAME,
  passwordChangedText,
  resetPasswordText,
  verifyEmailText,
} from './messages/mail-texts.ts';
export type { PageInfo } from './paging.ts';
export { allPages, MAX_PAGE_SIZE, pageQuery } from './paging.ts';
export type {
  AccessFlags,
  OrganizationPlanDetails,
  PropertyPlanDetails,
  PropertyProduct,
} from './rules/billing-access.ts';
export {
  accessFlags,
  hasDsarAccess,
  hasEntries,
  hasPaidCookieConsentLicence,
  hasPropertyProduct,
  NO_ACCESS,
  PROPERTY_PRODUCT_NAMES,
} from './rules/billing-access.ts';
export { cents, licencesText, lineTotal, promoTotals } from './rules/billing-cart.ts';
export type {
  CataloguePlan,
  PlanGroupKey,
  PlanLimits,
  PlanSeed,
  PlanTier,
  ProductKey,
} from './rules/billing-catalogue.ts';
export {
  BUNDLE_CONTENTS,
  BUNDLE_TIER_NAMES,
  featureComparison,
  GROUP_PRODUCT_NAME,
  GROUP_TYPE,
  groupCatalogue,
  licenceFeatures,
  licenceLimits,
  licenceScope,
  PLAN_LIMITS,
  PLAN_SEEDS,
  PRODUCT_TIER_NAMES,
  productOfType,
  TIERS,
} from './rules/billing-catalogue.ts';
export { licenceCounts } from './rules/billing-licences.ts';
export type { CreationKind, UserLimits } from './rules/billing-limits.ts';
export {
  addUsersProblem,
  canAddUsers,
  canCreate,
  creationLimitProblem,
  featureAllowed,
  featureQuantity,
  LIMIT_MESSAGES,
  largerLimit,
  mergeFeatures,
  remainingOf,
  userLimitMessage,
} from './rules/billing-limits.ts';
export type { ActiveStep, PricingPreselection } from './rules/billing-pricing.ts';
export {
  ACTIVE_STEP,
  canPurchasePlans,
  catalogueWithoutFreeEntries,
  contactSalesDisabled,
  DEFAULT_ACTIVE_STEP,
  FREE_PLAN_TYPES,
  freeCardDisabled,
  heldPlanType,
  highestActivePlan,
  isCurrentPlanCard,
  isEnterprisePrice,
  isFreePlan,
  planButtonDisabled,
  preselectedCycles,
  preselectedStep,
  productOfPlanType,
  stepForPlanType,
  stepForQuickStartLink,
  TRIAL_DAYS,
  withoutFreeEntries,
  YEARLY_FREE_MONTHS,
  YEARLY_MONTHS_CHARGED,
  yearlyPrice,
} from './rules/billing-pricing.ts';
export type {
  ActiveSubscriptionEntry,
  BillingCycle,
  CurrentPlan,
  HeldPlan,
  Plan,
  PlanCatalogue,
  PlanFeature,
  PlanLike,
  PlanProduct,
  PlanRecord,
  PlanTypeCode,
  Price,
  UpgradeRequest,
} from './rules/billing-types.ts';
export { ENTERPRISE_PRICE, PLAN_PRODUCTS, PLAN_TYPE, toPrice, UNLIMITED } from './rules/billing-types.ts';
export type { ProductPopupType, UpgradePopupType, UpgradeTotal } from './rules/billing-upgrade.ts';
export {
  buildUpgradeRequest,
  FEATURES_COLLAPSED,
  FEATURES_EXPANDED,
  hasMoreFeatures,
  MIN_QUANTITY,
  POPUP_PLAN_TYPE,
  previousPlanDiscountLabel,
  upgradePopupPlans,
  upgradeQuantity,
  upgradeTotal,
  visibleFeatures,
} from './rules/billing-upgrade.ts';
export {
  contrastRatio,
  LARGE_TEXT_PX,
  legibleColour,
  MIN_LARGE_TEXT_CONTRAST,
  MIN_TEXT_CONTRAST,
  normaliseHex,
  ratioText,
  relativeLuminance,
  textOn,
} from './rules/colour.ts';
export type { LicenceHoldings } from './rules/company-services.ts';
export { COMPANY_SERVICES, companyServices } from './rules/company-services.ts';
export { EEA_COUNTRIES } from './rules/eea.ts';
export { emailProblem } from './rules/email-check.ts';
export type { LinkDecision, QueryId } from './rules/link-access.ts';
export {
  CREATE_PROPERTY_MESSAGE,
  hasId,
  isProductLink,
  LINK_ACCESS_SEGMENTS,
  linkAccess,
  withOidPid,
} from './rules/link-access.ts';
export type {
  ModuleDefinition,
  ModuleMenuEntry,
  ModuleMenuIcon,
  ModuleRoute,
} from './rules/modules/module-definition.ts';
export type { ModuleKey, ModuleMenu, ModuleMenuLink } from './rules/modules/registry.ts';
export {
  isAtOrBelow,
  MODULES,
  moduleByKey,
  moduleForPath,
  moduleHomeRoute,
  moduleMenu,
  pricingTabProducts,
} from './rules/modules/registry.ts';
export {
  newPasswordProblem,
  PASSWORD_HINT,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblems,
} from './rules/password.ts';
export type { QuickStartLink, QuickStartSection, StoredQuickStart } from './rules/quickstart.ts';
export {
  ALWAYS_OPEN_LINKS,
  canOpenLink,
  completeLink,
  correctQuickStartSections,
  GUIDED_LINKS,
  mergeQuickStartProgress,
  NAVIGATING_LINKS,
  pricingTabOfLink,
  QUICKSTART_ALERT,
  QUICKSTART_DEFAULT_SECTIONS,
  quickStartLinkTarget,
  quickStartState,
} from './rules/quickstart.ts';
export type { Refusal } from './rules/refusal.ts';
export type { RoleCapabilities, RoleName } from './rules/roles.ts';
export {
  isOrganizationRole,
  ORGANIZATION_ROLES,
  ROLES,
  roleCapabilities,
  roleList,
  roleOrganizationIds,
  roleOrganizationsProblem,
} from './rules/roles.ts';
export {
  isLiveSubscription,
  LIVE_SUBSCRIPTION_STATUSES,
  subscriptionStatusMessage,
  subscriptionStatusProduct,
} from './rules/subscription-status.ts';
export type { TeamPerson } from './rules/team.ts';
export {
  canManageMember,
  grantableRoles,
  invitableRoles,
  memberChangeProblem,
  roleGrantProblem,
} from './rules/team.ts';
export type { VerifyEmailParams } from './rules/verify-email-link.ts';
export {
  buildVerifyEmailLink,
  SIGNUP_PARAM_KEYS,
  signupParams,
  VERIFY_EMAIL_PARAM_ORDER,
  verifyEmailRedirect,
} from './rules/verify-email-link.ts';
export { normaliseWebsite, WEBSITE_SHAPE_MESSAGE } from './rules/website.ts';
