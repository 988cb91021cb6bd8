import { describe, expect, it } from 'vitest';
import { formatDuration, parseDuration } from '../src/rules/cookieConsent/duration.ts';

const DAY = 86_400;

describe('formatDuration', () => {
  it('says session for no expiry', () => {
    expect(formatDuration(null)).toBe('session');
  });

  it('uses at most two units', () => {
    expect(formatDuration(1)).toBe('1 second');
    expect(formatDuration(45)).toBe('45 seconds');
    expect(formatDuration(90)).toBe('1 minute 30 seconds');
    expect(formatDuration(1800)).toBe('30 minutes');
    expect(formatDuration(3600)).toBe('1 hour');
    expect(formatDuration(DAY)).toBe('1 day');
    expect(formatDuration(14 * DAY)).toBe('14 days');
    expect(formatDuration(30 * DAY)).toBe('1 month');
    expect(formatDuration(90 * DAY)).toBe('3 months');
    expect(formatDuration(365 * DAY)).toBe('1 year');
    expect(formatDuration(395 * DAY)).toBe('1 year 1 month');
    expect(formatDuration(730 * DAY)).toBe('2 years');
    expect(formatDuration(700 * DAY)).toBe('1 year 11 months');
    expect(formatDuration(DAY + 3 * 3600 + 59)).toBe('1 day 3 hours');
  });

  it('rounds an expiry measured a moment after it was set', () => {
    expect(formatDuration(365 * DAY - 0.6)).toBe('1 year');
    expect(formatDuration(365 * DAY - 3)).toBe('1 year');
    expect(formatDuration(2 * 365 * DAY - DAY)).toBe('2 years');
    expect(formatDuration(3599.7)).toBe('1 hour');
    expect(formatDuration(0)).toBe('0 seconds');
    expect(formatDuration(-5)).toBe('0 seconds');
  });
});

describe('parseDuration', () => {
  it('reads session in its usual spellings', () => {
    for (const text of ['session', 'Session', ' End of session (browser) ']) {
      expect(parseDuration(text)).toEqual({ seconds: null, label: 'session' });
    }
  });

  it('reads a number as seconds', () => {
    expect(parseDuration('86400')).toEqual({ seconds: DAY, label: '1 day' });
    expect(parseDuration('0')).toEqual({ seconds: 0, label: '0 seconds' });
  });

  it('reads amounts with units and keeps them in the label', () => {
    expect(parseDuration('1 year')).toEqual({ seconds: 365 * DAY, label: '1 year' });
    expect(parseDuration('1 Year')).toEqual({ seconds: 365 * DAY, label: '1 year' });
    expect(parseDuration('13 months')).toEqual({ seconds: 390 * DAY, label: '13 months' });
    expect(parseDuration('30 mins')).toEqual({ seconds: 1800, label: '30 minutes' });
    expect(parseDuration('2 Weeks')).toEqual({ seconds: 14 * DAY, label: '2 weeks' });
    expect(parseDuration('24 hours')).toEqual({ seconds: DAY, label: '24 hours' });
    expect(parseDuration('1 year 1 month')).toEqual({ seconds: 395 * DAY, label: '1 year 1 month' });
    expect(parseDuration('1y 6mo')).toEqual({ seconds: 545 * DAY, label: '1 year 6 months' });
    expect(parseDuration('2 days and 3 hours')).toEqual({
      seconds: 2 * DAY + 3 * 3600,
      label: '2 days 3 hours',
    });
    expect(parseDuration('1 day, 1 hour')).toEqual({ seconds: DAY + 3600, label: '1 day 1 hour' });
    expect(parseDuration('1.5 hours')).toEqual({ seconds: 5400, label: '1.5 hours' });
    expect(parseDuration('10s')).toEqual({ seconds: 10, label: '10 seconds' });
  });

  it('refuses what it does not understand', () => {
    for (const text of [
      '',
      '  ',
      'forever',
      'Unknown',
      'Varies',
      'Local Storage',
      '-5',
      '1 fortnight',
      'year',
      '1 year x',
    ]) {
      expect(parseDuration(text), text).toBeNull();
    }
  });

  it('labels round-trip to the same seconds', () => {
    for (const seconds of [null, 1, 59, 90, 1800, DAY, 13 * DAY, 30 * DAY, 395 * DAY, 730 * DAY]) {
      const label = formatDuration(seconds);
      expect(parseDuration(label)?.seconds, label).toBe(seconds);
    }
  });
});
