import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { JsApiReference } from './JsApiReference.tsx';

describe('JsApiReference', () => {
  it('lists the five calls and the two dataLayer events by their names', async () => {
    await render(<JsApiReference />);
    const api = page.getByRole('table', { name: 'JavaScript API' });
    for (const name of [
      'getConsent()',
      'onChange(callback)',
      'showPreferences()',
      'acceptAll()',
      'rejectAll()',
    ]) {
      await expect
        .element(api.getByRole('rowheader', { name: `window.PrivacyPortal.${name}` }))
        .toBeVisible();
    }
    const events = page.getByRole('table', { name: 'dataLayer events' });
    await expect.element(events.getByRole('rowheader', { name: 'pp_consent_ready' })).toBeVisible();
    await expect.element(events.getByRole('rowheader', { name: 'pp_consent_update' })).toBeVisible();
    await expect.element(page.getByText('pp_consent', { exact: true })).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Example of the JavaScript API' })).toBeVisible();
  });
});
