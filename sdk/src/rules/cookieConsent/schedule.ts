/**
 * Scheduled scans: when a schedule next runs and how many a property may keep. Shared by the server
 * (which stores and runs schedules) and the mocks (which show them), so both roll the same way.
 */
import type { components } from '../../generated/schema.ts';

/** The scheduled scans one property may keep. */
export const MAX_SCHEDULES = 10;

/**
 * When a schedule next runs, strictly after `from`, at `hour`:00 UTC: daily the next such hour,
 * weekly on Mondays, monthly on the 1st (quiet days for most sites, and predictable for the user).
 */
export function nextRunAt(frequency: components['schemas']['ScanFrequency'], hour: number, from: Date): Date {
  const at = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate(), hour));
  if (frequency === 'monthly') {
    at.setUTCDate(1);
    while (at <= from) at.setUTCMonth(at.getUTCMonth() + 1);
    return at;
  }
  while (at <= from || (frequency === 'weekly' && at.getUTCDay() !== 1)) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}
