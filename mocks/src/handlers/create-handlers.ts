import type { HttpHandler } from 'msw';
import { createMockState } from '../fixtures/seed.ts';
import type { MockState } from '../fixtures/types.ts';
import { authHandlers } from './auth.handlers.ts';
import { billingCatalogueHandlers } from './billing-catalogue.handlers.ts';
import { cartHandlers } from './cart.handlers.ts';
import { companyHandlers } from './company.handlers.ts';
import { contactHandlers } from './contact.handlers.ts';
import { helpHandlers } from './help.handlers.ts';
import { createMockHttp, DEFAULT_BASE_URL, type HandlerContext } from './http.ts';
import { licencesHandlers } from './licences.handlers.ts';
import { notificationsHandlers } from './notifications.handlers.ts';
import { organizationsHandlers } from './organizations.handlers.ts';
import { passwordHandlers } from './password.handlers.ts';
import { propertiesHandlers } from './properties.handlers.ts';
import { quickStartHandlers } from './quickstart.handlers.ts';
import { registrationHandlers } from './registration.handlers.ts';
import { subscriptionsHandlers } from './subscriptions.handlers.ts';
import { systemHandlers } from './system.handlers.ts';
import { teamHandlers } from './team.handlers.ts';
import { twoFactorHandlers } from './two-factor.handlers.ts';
import { usersHandlers } from './users.handlers.ts';

export interface CreateHandlersOptions {
  /** Prefix of every handler path (default '/api/v1'; '*\/api/v1' for msw/node). */
  baseUrl?: string;
}

/** The contract's tags and the factory of each one's handlers. */
export const DOMAIN_HANDLERS = {
  Authentication: authHandlers,
  Registration: registrationHandlers,
  Password: passwordHandlers,
  'Two-factor': twoFactorHandlers,
  Users: usersHandlers,
  Company: companyHandlers,
  Organizations: organizationsHandlers,
  Properties: propertiesHandlers,
  Team: teamHandlers,
  'Quick start': quickStartHandlers,
  Notifications: notificationsHandlers,
  Help: helpHandlers,
  Contact: contactHandlers,
  System: systemHandlers,
  Billing: billingCatalogueHandlers,
  Cart: cartHandlers,
  Subscriptions: subscriptionsHandlers,
  Licences: licencesHandlers,
} as const satisfies Record<string, (ctx: HandlerContext) => HttpHandler[]>;

export type ContractTag = keyof typeof DOMAIN_HANDLERS;

/** The handlers of each tag, all on one state. */
export function createHandlersByTag(
  state: MockState,
  options: CreateHandlersOptions = {},
): Record<ContractTag, HttpHandler[]> {
  const ctx: HandlerContext = { state, http: createMockHttp(state, options.baseUrl ?? DEFAULT_BASE_URL) };
  const out = {} as Record<ContractTag, HttpHandler[]>;
  for (const [tag, factory] of Object.entries(DOMAIN_HANDLERS)) out[tag as ContractTag] = factory(ctx);
  return out;
}

/** Every operation of the contract, answered from `state` (a fresh demo state when omitted). */
export function createHandlers(
  state: MockState = createMockState(),
  options: CreateHandlersOptions = {},
): HttpHandler[] {
  return Object.values(createHandlersByTag(state, options)).flat();
}
