/**
 * The writes the recorder makes (record-fixtures.ts), after every read: one representative call of
 * each write operation the mocks answer by replay (mocks/src/replay), as the demo owner unless `as`
 * says otherwise. Each is recorded under `METHOD /template` with its status and body; they run in
 * this order on one server, so a write that removes or closes something comes after the ones that
 * need it.
 */
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

export const FIXTURE_WRITES: FixtureWrite[] = [];
