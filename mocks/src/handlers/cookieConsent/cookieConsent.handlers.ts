import type { HttpHandler } from 'msw';
import type { HandlerContext } from '../../http.ts';
import { bannerHandlers } from './banner.handlers.ts';
import { blockingHandlers } from './blocking.handlers.ts';
import { categoriesHandlers } from './categories.handlers.ts';
import { cookiesHandlers } from './cookies.handlers.ts';
import { dashboardHandlers } from './dashboard.handlers.ts';
import { publicHandlers } from './public.handlers.ts';
import { scannerHandlers } from './scanner.handlers.ts';
import { trackingHandlers } from './tracking.handlers.ts';
import { vendorsHandlers } from './vendors.handlers.ts';

/**
 * Every Cookie Consent operation of the contract (openapi/paths/cookie-consent.yaml), answered from
 * `state.cookieConsent` with the server's checks (cookieConsent/access.ts) and rules. The scan
 * allowance (GET /available/scan) stays with the billing handlers.
 */
export function cookieConsentHandlers(ctx: HandlerContext): HttpHandler[] {
  return [
    ...categoriesHandlers(ctx),
    ...cookiesHandlers(ctx),
    ...scannerHandlers(ctx),
    ...blockingHandlers(ctx),
    ...vendorsHandlers(ctx),
    ...bannerHandlers(ctx),
    ...dashboardHandlers(ctx),
    ...trackingHandlers(ctx),
    ...publicHandlers(ctx),
  ];
}
