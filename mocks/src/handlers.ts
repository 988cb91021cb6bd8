import type { HttpHandler } from 'msw';
import { authHandlers } from './handlers/auth.handlers.ts';
import {
  COOKIE_CONSENT_PLACES,
  cookieConsentHandlers,
} from './handlers/cookieConsent/cookieConsent.handlers.ts';
import { dsarHandlers } from './handlers/dsar/dsar.handlers.ts';
import { notificationHandlers } from './handlers/notifications.handlers.ts';
import { createContext, DEFAULT_BASE_URL, type HandlerContext } from './http.ts';
import { replayHandlers } from './replay/replay.handlers.ts';
import { createMockState, type MockState } from './state.ts';

export interface CreateHandlersOptions {
  /** Prefix of every handler path (default '/api/v1'; '*\/api/v1' for msw/node). */
  baseUrl?: string;
}

/** The handler groups; a product module adds its own `(ctx) => HttpHandler[]` here. */
export const HANDLER_GROUPS: ReadonlyArray<(ctx: HandlerContext) => HttpHandler[]> = [
  authHandlers,
  notificationHandlers,
  cookieConsentHandlers,
  dsarHandlers,
];

/** Where the modules' writes put their row when the path does not say it (replay.handlers.ts). */
const WRITE_PLACES = { ...COOKIE_CONSENT_PLACES };

/**
 * Every operation of the contract, answered from `state` (a fresh demo state when omitted): the
 * groups' own handlers first, the recorded answers (replay/) for every other operation.
 */
export function createHandlers(
  state: MockState = createMockState(),
  options: CreateHandlersOptions = {},
): HttpHandler[] {
  const ctx = createContext(state, options.baseUrl ?? DEFAULT_BASE_URL);
  const own = HANDLER_GROUPS.flatMap((group) => group(ctx));
  const template = (h: HttpHandler) =>
    String(h.info.path)
      .split('/api/v1')[1]
      ?.replace(/:(\w+)/g, '{$1}');
  const handled = new Set(own.map((h) => `${String(h.info.method).toLowerCase()} ${template(h)}`));
  return [...own, ...replayHandlers(ctx, state.answers, handled, WRITE_PLACES)];
}
