// The three date formats of the portal (changelog, help centre, billing) now come from the sdk's one
// formatter per locale; English must read exactly as before.
import { formatterFor } from '@privacy-portal/sdk/i18n';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '../src/pages/billing/billing-view.ts';
import { formatReleaseDate } from '../src/pages/public/changelog.ts';

const UTC = 'UTC';

describe('portal dates through the locale formatter', () => {
  it('keeps the English release, article and billing dates as they were', () => {
    expect(formatReleaseDate('2026-11-21')).toBe('21 November 2026');
    expect(formatterFor('en').date('2026-11-21T09:30:00Z', 'long', { timeZone: UTC })).toBe(
      '21 November 2026',
    );
    expect(formatDate('2026-04-01T00:00:00.000Z', UTC)).toBe('1 April 2026');
    expect(formatDateTime('2026-11-21T14:05:00Z', UTC)).toBe('21 Nov 2026, 14:05');
    expect(formatDateTime('not a date')).toBe('—');
  });

  it('writes a release date in the reader’s language, whatever the reader’s time zone', () => {
    expect(formatReleaseDate('2026-11-21', 'de')).toBe('21. November 2026');
    expect(formatReleaseDate('2026-11-21', 'ja')).toBe('2026年11月21日');
    expect(formatReleaseDate('2026-11-21', 'ar')).toMatch(/^(21|٢١) نوفمبر (2026|٢٠٢٦)$/);
    expect(formatReleaseDate('2026-11-21', 'pt-BR')).toBe('21 de novembro de 2026');
  });
});
