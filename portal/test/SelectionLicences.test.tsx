import '@privacy-portal/ui/theme.css';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { SelectionLicences } from '../src/pages/analytics/SelectionLicences.tsx';
import { organization, property } from './support/fixtures.ts';

const store = property(11, { property_name: 'Demo Store' });
const retail = organization(1, [store], { orgname: 'Demo Retail' });

describe('SelectionLicences ("Your selection")', () => {
  it('keeps each product name on one or two lines at the card’s narrowest width (16rem)', async () => {
    // The dashboard's licence column is minmax(16rem, 1fr): with the Quick Start panel docked at
    // 1024 px it is at that minimum. Unlicensed products carry the widest badge and button.
    await render(
      <div style={{ width: '16rem' }}>
        <SelectionLicences
          selection={{ oid: 1, pid: 11 }}
          access={{ dsar: true, cookieConsent: false, consentPreference: false, socialFortuna: false }}
          organization={retail}
          property={store}
        />
      </div>,
    );
    const items = page.getByRole('listitem');
    await expect.element(items.first()).toBeVisible();
    const names = items.elements().map((item) => item.querySelector('span') as HTMLElement);
    expect(names.map((name) => name.textContent)).toContain('Cookie Consent');
    for (const name of names) {
      const lineHeight = Number.parseFloat(getComputedStyle(name).lineHeight);
      const { height, width } = name.getBoundingClientRect();
      // At most two lines, and wide enough for a word, not a letter.
      expect(height, `${name.textContent}: height`).toBeLessThanOrEqual(2 * lineHeight + 1);
      expect(width, `${name.textContent}: width`).toBeGreaterThanOrEqual(96);
    }
  });
});
