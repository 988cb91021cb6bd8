import type { FixtureWrite } from '../record-fixtures.writes.ts';

/** The billing writes the recorder makes, in order (see record-fixtures.writes.ts). */
export const BILLING_WRITES: FixtureWrite[] = [];
