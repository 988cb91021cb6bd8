import type { Deps } from '../../deps.ts';
import { bannerHandlers } from './banner/banner.handlers.ts';
import { blockingHandlers } from './blocking/blocking.handlers.ts';
import { categoriesHandlers } from './categories/categories.handlers.ts';
import { consentsPublicHandlers } from './consents/consents.handlers.ts';
import { cookiesHandlers } from './cookies/cookies.handlers.ts';
import { dashboardHandlers } from './dashboard/dashboard.handlers.ts';
import { scanHandlers } from './scanner/scan.handlers.ts';
import { trackingHandlers } from './tracking/tracking.handlers.ts';
import { vendorsHandlers } from './vendors/vendors.handlers.ts';

/** Every Cookie Consent operation, one file per area. */
export function cookieConsentHandlers(deps: Deps) {
  return {
    ...categoriesHandlers(deps),
    ...cookiesHandlers(deps),
    ...scanHandlers(deps),
    ...blockingHandlers(deps),
    ...vendorsHandlers(deps),
    ...bannerHandlers(deps),
    ...trackingHandlers(deps),
    ...dashboardHandlers(deps),
    ...consentsPublicHandlers(deps),
  };
}
