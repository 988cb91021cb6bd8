import type { FixtureWrite } from '../record-fixtures.writes.ts';

/** The account writes the recorder makes, in order (see record-fixtures.writes.ts). */
export const ACCOUNT_WRITES: FixtureWrite[] = [];
