export { NO_DSAR_SUBSCRIPTION } from '@privacy-portal/sdk/dsar';
export {
  findUserByEmail,
  issueSession,
  latestLink,
  presentUser,
  revokeSessions,
  signIn,
  updateUser,
  userByEmail,
} from './accounts.ts';
export type { KeysetPage, PageQuery, SortKey } from './collection.ts';
export { Collection, keysetPage } from './collection.ts';
export {
  CONSENT_DASHBOARD_PATHS,
  clearConsents,
  consentDashboardErrorHandlers,
  createConsentDashboardErrorHandlers,
  INSTALLATION_PATH,
  installationNotSeen,
  installationSeen,
} from './cookieConsent/dashboard-scenarios.ts';
export { DEMO_COOKIE_CONSENT_IDS, DEMO_COOKIE_CONSENT_PLAN, demoLedger } from './cookieConsent/demo.ts';
export type { CookieConsentErrorOptions } from './cookieConsent/error-handlers.ts';
export {
  COOKIE_CONSENT_TAGS,
  cookieConsentErrorHandlers,
  createCookieConsentErrorHandlers,
} from './cookieConsent/error-handlers.ts';
export type { MockInstallation } from './cookieConsent/installation.ts';
export { embedSnippet } from './cookieConsent/installation.ts';
export type { MockConsentRow } from './cookieConsent/ledger.ts';
export { canonicalJson, GENESIS_HASH, linkHash, sha256Hex } from './cookieConsent/ledger.ts';
export { SCAN_LIMIT_MESSAGE } from './cookieConsent/scan.ts';
export { setCookieConsentTier, unlicenseCookieConsent, useUpScans } from './cookieConsent/scenarios.ts';
export type { CookieConsentMockState } from './cookieConsent/state.ts';
export {
  alterConsentRecord,
  consentTrackingErrorHandlers,
  createConsentTrackingErrorHandlers,
  emptyConsentLog,
} from './cookieConsent/tracking-scenarios.ts';
export { MOCK_CAPTCHA_SOLUTION } from './dsar/captcha.ts';
export {
  DEMO_DSAR_FORM_IDENTIFIER,
  DEMO_DSAR_IDS,
  DEMO_DSAR_LISTS,
  DEMO_DSAR_REQUEST_COUNT,
} from './dsar/demo.ts';
export { recordedResponse } from './dsar/recording.ts';
export {
  clearDsarRequests,
  dsarVerifyToken,
  makeDsarRequestsOverdue,
  setDsarTier,
  unlicenseDsar,
} from './dsar/scenarios.ts';
export type { DsarMockState } from './dsar/state.ts';
export type { ErrorHandlerOptions, ErrorMethod, ErrorPath } from './error-handlers.ts';
export { createErrorHandlers, errorHandlers, toMswPath } from './error-handlers.ts';
export { errorBody, MockApiError } from './errors.ts';
export type { OkBody, RecordedAnswers } from './fixtures.ts';
export { FIXTURES, FIXTURES_NOW, recorded, recordedPeriod } from './fixtures.ts';
export { MOCK_REFUSED_SCAN_PASSWORD } from './handlers/cookieConsent/scanner.handlers.ts';
export type { CreateHandlersOptions } from './handlers.ts';
export { createHandlers, HANDLER_GROUPS } from './handlers.ts';
export type { Caller, HandlerContext, Member, MockHttp } from './http.ts';
export { ANY_ORIGIN_BASE_URL, createContext, DEFAULT_BASE_URL, found } from './http.ts';
export {
  DEMO_EMAILS,
  DEMO_IDS,
  DEMO_OTP,
  DEMO_PASSWORD,
  DEMO_PLAN_STRIPE_ID,
  mockUser,
  SEED_TIME,
} from './seed.ts';
export type {
  MockCompany,
  MockSession,
  MockSettings,
  MockState,
  MockStateOptions,
  MockUser,
} from './state.ts';
export { createMockState } from './state.ts';
