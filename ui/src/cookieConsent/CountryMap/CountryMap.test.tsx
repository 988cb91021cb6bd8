import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TEST_COUNTRIES } from '../testing/consentDashboard.ts';
import { CountryMap } from './CountryMap.tsx';
import { alpha2Of } from './isoNumeric.ts';

describe('CountryMap', () => {
  it('names the leading countries for screen readers and shades them darkest', async () => {
    await render(
      <div style={{ width: 600 }}>
        <CountryMap countries={TEST_COUNTRIES} />
      </div>,
    );
    await expect
      .element(page.getByRole('img'))
      .toHaveAccessibleName(
        'World map of consents by country, most in United States (3,600), Germany (1,700), United Kingdom (1,200). The table of consents by country lists every country.',
      );
    await expect
      .poll(() => document.querySelector('path[data-country="US"]'), { timeout: 10_000 })
      .not.toBeNull();
    const fill = (code: string) =>
      document.querySelector(`path[data-country="${code}"]`)?.getAttribute('fill');
    expect(fill('US')).toContain('100%');
    expect(fill('CN')).toBe('var(--pp-color-surface-2)');
    expect(document.querySelectorAll('path[data-country]').length).toBeGreaterThan(170);
  });

  it('maps world-atlas ids to the API country codes', () => {
    expect(alpha2Of({ id: '276' })).toBe('DE');
    expect(alpha2Of({ id: '840' })).toBe('US');
    expect(alpha2Of({ properties: { name: 'Kosovo' } })).toBe('XK');
    expect(alpha2Of({ properties: { name: 'Somaliland' } })).toBeNull();
  });
});
