/**
 * The writes the recorder makes (record-fixtures.ts), after every read: one representative call of
 * each write operation the mocks answer by replay (mocks/src/replay), as the demo owner unless `as`
 * says otherwise. Each is recorded under `METHOD /template` with its status and body; they run in
 * this order on one server, so a write that removes or closes something comes after the ones that
 * need it.
 */
import { ACCOUNT_WRITES } from './fixture-writes/account.ts';
import { BILLING_WRITES } from './fixture-writes/billing.ts';
import { COOKIE_CONSENT_WRITES } from './fixture-writes/cookieConsent.ts';
import { DSAR_WRITES } from './fixture-writes/dsar.ts';
import type { FixtureModule } from './record-fixtures.requests.ts';

export interface FixtureWrite {
  module: FixtureModule;
  method: 'post' | 'put' | 'patch' | 'delete';
  /** The contract's path template, e.g. `/dsar/requests/{orgId}/{id}`. */
  template: string;
  /** The path (and query) asked, under /api/v1. */
  url: string;
  body?: unknown;
  as?: string;
}

// The modules' writes first, the account's last: it may sign out or change passwords.
export const FIXTURE_WRITES: FixtureWrite[] = [
  ...COOKIE_CONSENT_WRITES,
  ...DSAR_WRITES,
  ...BILLING_WRITES,
  ...ACCOUNT_WRITES,
];
