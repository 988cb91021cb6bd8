import type { Schemas } from '@privacy-portal/sdk';

type ScanFrequency = Schemas['ScanFrequency'];

export const FREQUENCY_LABEL: Readonly<Record<ScanFrequency, string>> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};

/** '02:00 UTC'. */
export function utcHour(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00 UTC`;
}

/** 'Weekly at 02:00 UTC'. */
export function scheduleTitle(schedule: { frequency: ScanFrequency; hour: number }): string {
  return `${FREQUENCY_LABEL[schedule.frequency]} at ${utcHour(schedule.hour)}`;
}
