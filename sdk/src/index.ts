export type { ApiClient, ApiClientOptions, ApiError, ApiPaths, Schemas, TokenStore } from './client.ts';
export { createApiClient, memoryTokenStore, webStorageTokenStore } from './client.ts';
export type { ErrorAction, FailedCall, LicencedProduct } from './errors/error-catalogue.ts';
export { errorAction } from './errors/error-catalogue.ts';
export type { ErrorContext } from './errors/error-middleware.ts';
export { errorCatalogueMiddleware } from './errors/error-middleware.ts';
export type { components, operations, paths } from './generated/schema.ts';
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblems } from './rules/password.ts';
export type { QuickStartLink, QuickStartSection } from './rules/quickstart.ts';
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
} from './rules/quickstart.ts';
export type { RoleCapabilities, RoleName } from './rules/roles.ts';
export { ORGANIZATION_ROLES, ROLES, roleCapabilities } from './rules/roles.ts';
export type { VerifyEmailParams } from './rules/verify-email-link.ts';
export {
  buildVerifyEmailLink,
  VERIFY_EMAIL_PARAM_ORDER,
  verifyEmailRedirect,
} from './rules/verify-email-link.ts';
