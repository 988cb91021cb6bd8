export type { Caller, Member } from './fixtures/accounts.ts';
export {
  authenticate,
  expireAllSessions,
  findUserByEmail,
  findUserById,
  issueSession,
  latestLinkToken,
  revokeSessions,
  signIn,
  updateUser,
  userByEmail,
} from './fixtures/accounts.ts';
export {
  addUsage,
  advanceSubscription,
  CHECKOUT_SUCCESS_URL,
  DEMO_COUPONS,
  DEMO_PLAN_STRIPE_ID,
  INVALID_COUPON,
  NOT_UPGRADABLE,
  presentLicence,
  presentSubscription,
  seedPlans,
  setSubscriptionStatus,
  syncEntitlements,
} from './fixtures/billing.ts';
export type { ContactInput } from './fixtures/contact.ts';
export { listContactMessages, sendContactMessage } from './fixtures/contact.ts';
export type { ErrorBody, ErrorCode, FieldError } from './fixtures/errors.ts';
export { errorBody, MockApiError } from './fixtures/errors.ts';
export {
  HELP_ARTICLES,
  HELP_CATEGORIES,
  helpCategories,
  popularHelpArticles,
  readHelpArticle,
  searchHelpArticles,
  setHelpArticleReads,
} from './fixtures/help.ts';
export { lastMailTo, listMail } from './fixtures/mailbox.ts';
export type { NotificationCounts, NotificationOptions } from './fixtures/notifications.ts';
export {
  activeNotifications,
  addNotification,
  markNotificationsVisited,
  notificationCounts,
  readAllNotifications,
  updateNotifications,
} from './fixtures/notifications.ts';
export {
  presentCompany,
  presentContactMessage,
  presentHelpArticle,
  presentHelpArticleSummary,
  presentMember,
  presentNotification,
  presentOrganization,
  presentProperty,
  presentQuickStart,
  presentUser,
} from './fixtures/present.ts';
export { completeQuickStartLinks } from './fixtures/quickstart.ts';
export type { MockStateOptions } from './fixtures/seed.ts';
export {
  createMockState,
  DEMO_EMAILS,
  DEMO_IDS,
  DEMO_NOTIFICATIONS_VISITED_AT,
  DEMO_OTP,
  DEMO_PASSWORD,
  DEMO_RECOVERY_CODES,
  mockUser,
  SEED_TIME,
} from './fixtures/seed.ts';
export { updateProperty } from './fixtures/tenancy.ts';
export type {
  ContactTopic,
  HelpCategoryName,
  LicenceAction,
  LinkPurpose,
  MailStatus,
  MockBilling,
  MockBillingCustomer,
  MockCartItem,
  MockCheckoutSession,
  MockCompany,
  MockContactMessage,
  MockCoupon,
  MockEnterpriseRequest,
  MockHelpArticle,
  MockInvoice,
  MockLicence,
  MockLicenceEvent,
  MockLinkToken,
  MockMail,
  MockNotification,
  MockOrganization,
  MockProperty,
  MockSession,
  MockSettings,
  MockState,
  MockSubscription,
  MockTwoFactor,
  MockUsageCounter,
  MockUser,
  PendingPlan,
  ProductName,
  SessionKind,
  SubscriptionStatus,
  TargetKind,
} from './fixtures/types.ts';
export type { ContractTag, CreateHandlersOptions } from './handlers/create-handlers.ts';
export { createHandlers, createHandlersByTag, DOMAIN_HANDLERS } from './handlers/create-handlers.ts';
export type { ErrorHandlerOptions, ErrorHandlers, ErrorMethod, ErrorPath } from './handlers/errors.ts';
export { createErrorHandlers, errorHandlers, toMswPath } from './handlers/errors.ts';
export type { HandlerContext, MockHttp } from './handlers/http.ts';
export { ANY_ORIGIN_BASE_URL, createMockHttp, DEFAULT_BASE_URL } from './handlers/http.ts';
