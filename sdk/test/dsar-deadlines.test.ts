import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  addCalendarDays,
  addMonthsClamped,
  canExtend,
  daysBetween,
  daysLeft,
  deadlinesFor,
  dueSoon,
  holidayCalendarKey,
  isBusinessDay,
  isIsoDate,
  isOverdue,
  JURISDICTION_CODES,
  JURISDICTIONS,
  jurisdictionByCode,
  jurisdictionFor,
  toIsoDate,
} from '../src/rules/dsar/deadlines.index.ts';

describe('calendar helpers', () => {
  it.each([
    ['2025-01-31', 1, '2025-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2025-03-31', 1, '2025-04-30'],
    ['2025-01-30', 1, '2025-02-28'],
    ['2025-01-15', 1, '2025-02-15'],
    ['2025-12-15', 1, '2026-01-15'],
    ['2024-11-30', 3, '2025-02-28'],
    ['2023-11-30', 3, '2024-02-29'],
    ['2025-01-31', 3, '2025-04-30'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2025-03-31', -1, '2025-02-28'],
  ])('addMonthsClamped(%s, %i) = %s', (from, n, expected) => {
    expect(addMonthsClamped(from, n)).toBe(expected);
  });

  it.each([
    ['2025-01-10', 45, '2025-02-24'],
    ['2024-12-20', 45, '2025-02-03'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-02-28', 1, '2025-03-01'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2025-03-01', -1, '2025-02-28'],
    ['2025-06-01', 0, '2025-06-01'],
  ])('addCalendarDays(%s, %i) = %s', (from, n, expected) => {
    expect(addCalendarDays(from, n)).toBe(expected);
  });

  it('counts days between dates, negative backwards', () => {
    expect(daysBetween('2025-01-10', '2025-02-24')).toBe(45);
    expect(daysBetween('2025-02-24', '2025-01-10')).toBe(-45);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2025-05-05', '2025-05-05')).toBe(0);
  });

  it('rejects dates that do not exist or are not ISO', () => {
    expect(() => addCalendarDays('2025-02-30', 1)).toThrow(RangeError);
    expect(() => addMonthsClamped('2025-13-01', 1)).toThrow(RangeError);
    expect(() => daysBetween('25-01-01', '2025-01-01')).toThrow(RangeError);
    expect(() => addCalendarDays('2025-01-01', 1.5)).toThrow(RangeError);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-1-1')).toBe(false);
    expect(isIsoDate(20250101)).toBe(false);
  });

  it('takes the UTC date of an instant as the receipt date', () => {
    expect(toIsoDate(new Date('2025-03-31T23:59:59Z'))).toBe('2025-03-31');
    // 1 April 01:00 in Berlin is still 31 March in UTC.
    expect(toIsoDate(new Date('2025-04-01T01:00:00+02:00'))).toBe('2025-03-31');
  });
});

describe('business days', () => {
  it('skips Thanksgiving and the day after, both public in date-holidays US-CA', () => {
    expect(isBusinessDay('2025-11-27', 'US', 'CA')).toBe(false);
    expect(isBusinessDay('2025-11-28', 'US', 'CA')).toBe(false);
    // Wed 26 Nov 2025 + 10: Dec 1–5 and 8–12.
    expect(addBusinessDays('2025-11-26', 10, 'US', 'CA')).toBe('2025-12-12');
    expect(addBusinessDays('2025-11-26', 1, 'US', 'CA')).toBe('2025-12-01');
  });

  it('skips Christmas and New Year in US-CA but counts Christmas Eve (optional, not public)', () => {
    // Fri 19 Dec 2025 + 10: 22, 23, 24, 26, 29, 30, 31 Dec, 2, 5, 6 Jan.
    expect(addBusinessDays('2025-12-19', 10, 'US', 'CA')).toBe('2026-01-06');
    expect(isBusinessDay('2025-12-24', 'US', 'CA')).toBe(true);
    expect(isBusinessDay('2026-01-01', 'US', 'CA')).toBe(false);
  });

  it('uses the state calendar when date-holidays knows the state, else the country', () => {
    // César Chávez Day (Mon 31 Mar 2025) is a California holiday, not a federal one.
    expect(addBusinessDays('2025-03-28', 1, 'US', 'CA')).toBe('2025-04-01');
    expect(addBusinessDays('2025-03-28', 1, 'US')).toBe('2025-03-31');
    expect(addBusinessDays('2025-03-28', 1, 'US', 'ZZ')).toBe('2025-03-31');
    expect(holidayCalendarKey('us', 'ca')).toBe('US-CA');
    expect(holidayCalendarKey('US', 'US-CA')).toBe('US-CA');
    expect(holidayCalendarKey('US', 'ZZ')).toBe('US');
    expect(holidayCalendarKey('ZZ')).toBeNull();
  });

  it('skips the German Christmas holidays but counts Silvester (bank, not public)', () => {
    // Wed 24 Dec 2025: 25 and 26 are public holidays, 27–28 a weekend.
    expect(addBusinessDays('2025-12-24', 1, 'DE')).toBe('2025-12-29');
    // 29, 30, 31 Dec, (1 Jan holiday), 2 Jan, 5 Jan.
    expect(addBusinessDays('2025-12-24', 5, 'DE')).toBe('2026-01-05');
  });

  it('skips weekends only for a country date-holidays does not know', () => {
    expect(addBusinessDays('2025-12-24', 1, 'ZZ')).toBe('2025-12-25');
    expect(addBusinessDays('2025-12-24', 5, 'ZZ')).toBe('2025-12-31');
    expect(addBusinessDays('2025-12-26', 1, 'ZZ')).toBe('2025-12-29');
  });

  it('returns the start for zero days and rejects negative counts', () => {
    expect(addBusinessDays('2025-12-25', 0, 'DE')).toBe('2025-12-25');
    expect(() => addBusinessDays('2025-12-25', -1, 'DE')).toThrow(RangeError);
  });
});

describe('jurisdictionFor', () => {
  it.each([
    ['DE', null, 'GDPR'],
    ['de', undefined, 'GDPR'],
    ['NO', null, 'GDPR'],
    ['GR', null, 'GDPR'],
    ['EL', null, 'GDPR'],
    ['GB', null, 'UK_GDPR'],
    ['uk', null, 'UK_GDPR'],
    ['JE', null, 'JE_DPL'],
    ['US', 'CA', 'CCPA'],
    ['US', 'US-CA', 'CCPA'],
    ['us', 'ca', 'CCPA'],
    ['us', 'us-ca', 'CCPA'],
    [' US ', ' CA ', 'CCPA'],
    ['US', 'VA', 'US_VA'],
    ['US', 'IA', 'US_IA'],
    ['US', 'FL', 'US_OTHER'],
    ['US', 'NY', 'US_OTHER'],
    ['US', null, 'US_OTHER'],
    ['US', '', 'US_OTHER'],
    ['CA', null, 'PIPEDA'],
    ['CA', 'ON', 'PIPEDA'],
    ['CA', 'QC', 'QC_LAW25'],
    ['BR', null, 'LGPD'],
    ['DE', 'BY', 'GDPR'],
    ['ZZ', null, 'OTHER'],
    ['MX', null, 'OTHER'],
    ['', null, 'OTHER'],
  ])('(%j, %j) → %s', (country, state, code) => {
    expect(jurisdictionFor(country, state).code).toBe(code);
  });

  it('does not read a US state code as a country (CA the state is not Canada)', () => {
    expect(jurisdictionFor('US', 'CA').code).toBe('CCPA');
    expect(jurisdictionFor('CA').code).toBe('PIPEDA');
  });
});

describe('the jurisdiction table', () => {
  it('has one row per code, each code once', () => {
    const codes = JURISDICTIONS.map((row) => row.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual([...JURISDICTION_CODES].sort());
  });

  it('lists no region twice', () => {
    const regions = JURISDICTIONS.flatMap((row) => row.regions);
    expect(new Set(regions).size).toBe(regions.length);
  });

  it('maps every region back to its own row', () => {
    for (const row of JURISDICTIONS) {
      for (const region of row.regions) {
        const [country, state] = region.split('-') as [string, string | undefined];
        expect(jurisdictionFor(country, state).code, region).toBe(row.code);
        expect(region, row.code).toMatch(/^[A-Z]{2}(-[A-Z0-9]{1,3})?$/);
      }
    }
  });

  it('has positive whole periods and a notice rule exactly when there is an extension', () => {
    for (const row of JURISDICTIONS) {
      const periods = [row.response, row.extension, row.acknowledgement].filter((p) => p !== null);
      for (const p of periods) {
        expect(Number.isInteger(p.amount) && p.amount > 0, row.code).toBe(true);
      }
      expect(row.response.amount, row.code).toBeGreaterThan(0);
      expect(row.extensionNoticeWithin === null, row.code).toBe(row.extension === null);
      expect(row.holidays).toBe('requester');
      expect(row.name.length > 0 && row.law.length > 0, row.code).toBe(true);
    }
  });

  it('covers the 27 EU member states and the EEA under GDPR', () => {
    const eea = [
      ...['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE'],
      ...['IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE'],
      ...['IS', 'LI', 'NO'],
    ];
    expect(eea).toHaveLength(30);
    for (const country of eea) expect(jurisdictionFor(country).code, country).toBe('GDPR');
  });

  it('has the figures the laws give', () => {
    const figures = Object.fromEntries(
      JURISDICTIONS.map((r) => [r.code, [r.response, r.extension, r.acknowledgement]] as const),
    );
    expect(figures.GDPR).toEqual([{ unit: 'months', amount: 1 }, { unit: 'months', amount: 2 }, null]);
    expect(figures.CCPA).toEqual([
      { unit: 'days', amount: 45 },
      { unit: 'days', amount: 45 },
      { unit: 'business_days', amount: 10 },
    ]);
    expect(figures.US_IA).toEqual([{ unit: 'days', amount: 90 }, { unit: 'days', amount: 45 }, null]);
    expect(figures.LGPD).toEqual([{ unit: 'days', amount: 15 }, null, null]);
    expect(figures.PIPEDA).toEqual([{ unit: 'days', amount: 30 }, { unit: 'days', amount: 30 }, null]);
    expect(figures.OTHER).toEqual([{ unit: 'days', amount: 30 }, null, null]);
    expect(figures.US_OTHER).toEqual([{ unit: 'days', amount: 45 }, null, null]);
    expect(jurisdictionByCode('CCPA').name).toBe('CCPA/CPRA');
  });
});

describe('deadlinesFor', () => {
  it.each([
    // GDPR / UK GDPR: corresponding day, last day of the month when there is none; extension to receipt + 3 months.
    ['2025-01-31', 'FR', null, '2025-02-28', '2025-04-30'],
    ['2024-01-31', 'FR', null, '2024-02-29', '2024-04-30'],
    ['2025-03-31', 'DE', null, '2025-04-30', '2025-06-30'],
    ['2025-01-30', 'IE', null, '2025-02-28', '2025-04-30'],
    ['2025-12-15', 'GB', null, '2026-01-15', '2026-03-15'],
    ['2024-11-30', 'GB', null, '2024-12-30', '2025-02-28'],
    // CCPA: 45 and 90 calendar days.
    ['2025-01-10', 'US', 'CA', '2025-02-24', '2025-04-10'],
    ['2024-12-20', 'US', 'US-CA', '2025-02-03', '2025-03-20'],
    // Iowa: 90 + 45.
    ['2025-01-15', 'US', 'IA', '2025-04-15', '2025-05-30'],
    // PIPEDA: 30 + 30.
    ['2025-03-01', 'CA', null, '2025-03-31', '2025-04-30'],
    // Jersey: 4 weeks + 8 weeks.
    ['2025-03-03', 'JE', null, '2025-03-31', '2025-05-26'],
  ])('received %s in %s/%s: due %s, extended %s', (receivedOn, country, state, dueOn, extendedDueOn) => {
    const d = deadlinesFor({ receivedOn, country, state });
    expect(d.dueOn).toBe(dueOn);
    expect(d.extendedDueOn).toBe(extendedDueOn);
    expect(d.extensionNoticeBy).toBe(dueOn);
    expect(d.effectiveDueOn).toBe(dueOn);
    expect(deadlinesFor({ receivedOn, country, state, extended: true }).effectiveDueOn).toBe(extendedDueOn);
  });

  it('gives the whole CCPA record, acknowledgement in California business days', () => {
    expect(deadlinesFor({ receivedOn: '2025-11-26', country: 'US', state: 'CA' })).toEqual({
      jurisdiction: 'CCPA',
      dueOn: '2026-01-10',
      extendedDueOn: '2026-02-24',
      extensionNoticeBy: '2026-01-10',
      acknowledgeBy: '2025-12-12',
      effectiveDueOn: '2026-01-10',
    });
    // Fri 10 Jan 2025 + 10 business days, skipping Martin Luther King Jr. Day (20 Jan).
    expect(deadlinesFor({ receivedOn: '2025-01-10', country: 'us', state: 'ca' }).acknowledgeBy).toBe(
      '2025-01-27',
    );
    expect(deadlinesFor({ receivedOn: '2025-12-19', country: 'US', state: 'CA' }).acknowledgeBy).toBe(
      '2026-01-06',
    );
  });

  it('gives no extension, notice or acknowledgement where the law has none', () => {
    expect(deadlinesFor({ receivedOn: '2025-02-01', country: 'BR', extended: true })).toEqual({
      jurisdiction: 'LGPD',
      dueOn: '2025-02-16',
      extendedDueOn: null,
      extensionNoticeBy: null,
      acknowledgeBy: null,
      effectiveDueOn: '2025-02-16',
    });
    expect(deadlinesFor({ receivedOn: '2025-02-01', country: 'ZZ' })).toEqual({
      jurisdiction: 'OTHER',
      dueOn: '2025-03-03',
      extendedDueOn: null,
      extensionNoticeBy: null,
      acknowledgeBy: null,
      effectiveDueOn: '2025-03-03',
    });
    expect(deadlinesFor({ receivedOn: '2025-02-01', country: 'US', state: 'NY' })).toMatchObject({
      jurisdiction: 'US_OTHER',
      dueOn: '2025-03-18',
      extendedDueOn: null,
    });
  });

  it('rejects a malformed receipt date', () => {
    expect(() => deadlinesFor({ receivedOn: '2025-02-29', country: 'DE' })).toThrow(RangeError);
  });
});

describe('due soon, overdue, days left', () => {
  it.each([
    // dueOn, today, daysLeft, dueSoon (7 days), isOverdue
    ['2025-03-10', '2025-03-01', 9, false, false],
    ['2025-03-10', '2025-03-02', 8, false, false],
    ['2025-03-10', '2025-03-03', 7, true, false],
    ['2025-03-10', '2025-03-09', 1, true, false],
    ['2025-03-10', '2025-03-10', 0, true, false],
    ['2025-03-10', '2025-03-11', -1, false, true],
    ['2025-01-05', '2024-12-31', 5, true, false],
  ])('due %s, today %s: %i days left', (dueOn, today, left, soon, overdue) => {
    expect(daysLeft(dueOn, today)).toBe(left);
    expect(dueSoon(dueOn, today)).toBe(soon);
    expect(isOverdue(dueOn, today)).toBe(overdue);
  });

  it('takes a custom window', () => {
    expect(dueSoon('2025-03-10', '2025-02-28', 10)).toBe(true);
    expect(dueSoon('2025-03-10', '2025-02-27', 10)).toBe(false);
    expect(dueSoon('2025-03-10', '2025-03-10', 0)).toBe(true);
    expect(dueSoon('2025-03-10', '2025-03-09', 0)).toBe(false);
  });
});

describe('canExtend', () => {
  const gdpr = jurisdictionFor('DE');
  const ccpa = jurisdictionFor('US', 'CA');

  it('allows an extension up to and including the notice date, not after', () => {
    // GDPR, received 31 Jan 2025: notice within the first month, by 28 Feb.
    expect(canExtend(gdpr, '2025-01-31', '2025-02-01')).toBe(true);
    expect(canExtend(gdpr, '2025-01-31', '2025-02-28')).toBe(true);
    expect(canExtend(gdpr, '2025-01-31', '2025-03-01')).toBe(false);
    // CCPA, received 10 Jan 2025: notice within the first 45 days, by 24 Feb.
    expect(canExtend(ccpa, '2025-01-10', '2025-02-24')).toBe(true);
    expect(canExtend(ccpa, '2025-01-10', '2025-02-25')).toBe(false);
  });

  it('never allows one where the law has none', () => {
    expect(canExtend(jurisdictionFor('BR'), '2025-01-10', '2025-01-10')).toBe(false);
    expect(canExtend(jurisdictionFor('ZZ'), '2025-01-10', '2025-01-10')).toBe(false);
    expect(canExtend(jurisdictionFor('US', 'TX'), '2025-01-10', '2025-01-11')).toBe(true);
  });
});
