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
  alterConsentRecord,
  clearConsents,
  clearLists,
  installationNotSeen,
  installationSeen,
  setCookieConsentTier,
} from './cookieConsent/scenarios.ts';
export { DEMO_DSAR_FORM_IDENTIFIER, DEMO_DSAR_IDS } from './dsar/demo.ts';
export { clearDsarRequests, setDsarTier, unlicenseDsar } from './dsar/scenarios.ts';
export type { ErrorHandlerOptions, ErrorMethod, ErrorPath } from './error-handlers.ts';
export { createErrorHandlers, errorHandlers, toMswPath } from './error-handlers.ts';
export { errorBody, MockApiError } from './errors.ts';
export type { OkBody, RecordedAnswers } from './fixtures.ts';
export { FIXTURES, FIXTURES_NOW, recorded, recordedPeriod } from './fixtures.ts';
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
