import type { FixtureWrite } from '../record-fixtures.writes.ts';

/** The cookieConsent writes the recorder makes, in order (see record-fixtures.writes.ts). */
export const COOKIE_CONSENT_WRITES: FixtureWrite[] = [];
