import type { FixtureWrite } from '../record-fixtures.writes.ts';

/** The dsar writes the recorder makes, in order (see record-fixtures.writes.ts). */
export const DSAR_WRITES: FixtureWrite[] = [];
