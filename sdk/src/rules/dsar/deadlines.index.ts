// The DSAR deadline rules the server, the mocks and the portal share (`@privacy-portal/sdk/dsar-deadlines`).

export type { IsoDate } from './business-days.ts';
export {
  addBusinessDays,
  addCalendarDays,
  addMonthsClamped,
  daysBetween,
  holidayCalendarKey,
  isBusinessDay,
  isIsoDate,
  isPublicHoliday,
  normalizeCountry,
  normalizeState,
  toIsoDate,
  weekday,
} from './business-days.ts';
export type { DeadlineInput, Deadlines, RequesterPlace } from './deadlines.ts';
export {
  canExtend,
  daysLeft,
  deadlinesFor,
  dueDate,
  dueSoon,
  extendedDueDate,
  extensionNoticeDate,
  isOverdue,
  jurisdictionByCode,
  jurisdictionFor,
  periodEnd,
} from './deadlines.ts';
export type { JurisdictionCode, JurisdictionRow, Period } from './jurisdictions.ts';
export { JURISDICTION_CODES, JURISDICTIONS } from './jurisdictions.ts';
