import type { Schemas } from '@privacy-portal/sdk';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { InstallationCheck } from './InstallationCheck.tsx';

const base: Schemas['Installation'] = {
  property_id: 1,
  script_url: 'https://portal.test/embed/v1/consent.js',
  snippet: '<script src="https://portal.test/embed/v1/consent.js" data-property="1"></script>',
  last_seen_at: '2026-11-24T08:05:00.000Z',
  last_seen_url: 'https://store.demo.test/products/linen-shirt',
  consent_mode_first: true,
  google_tag_before: false,
  embed_version: '1.0.0',
};
const check = (name: string) => page.getByRole('term').filter({ hasText: name }).element().nextElementSibling;

describe('InstallationCheck', () => {
  it('says when and where the script was seen and that Consent Mode came first', async () => {
    const onRefresh = vi.fn();
    await render(<InstallationCheck load={{ status: 'ready', data: base }} onRefresh={onRefresh} />);
    await expect.element(page.getByText(/Last seen 24 Nov 2026/)).toBeVisible();
    expect(check('Script on your site')?.textContent).toContain(
      'https://store.demo.test/products/linen-shirt',
    );
    expect(check('Consent Mode defaults came before the first Google tag')?.textContent).toMatch(/^Yes/);
    await page.getByRole('button', { name: 'Refresh' }).click();
    expect(onRefresh).toHaveBeenCalled();
  });

  it('says what to fix when a Google tag came first', async () => {
    await render(
      <InstallationCheck
        load={{ status: 'ready', data: { ...base, consent_mode_first: false, google_tag_before: true } }}
        onRefresh={() => undefined}
      />,
    );
    const verdict = check('Consent Mode defaults came before the first Google tag')?.textContent ?? '';
    expect(verdict).toMatch(/^No/);
    expect(verdict).toContain('Move the snippet above it, first in the <head>, without async or defer.');
  });

  it('says the script was not seen yet, Consent Mode unknown', async () => {
    await render(
      <InstallationCheck
        load={{
          status: 'ready',
          data: {
            ...base,
            last_seen_at: null,
            last_seen_url: null,
            consent_mode_first: null,
            google_tag_before: null,
            embed_version: null,
          },
        }}
        onRefresh={() => undefined}
      />,
    );
    await expect.element(page.getByText('Not seen yet')).toBeVisible();
    expect(check('Consent Mode defaults came before the first Google tag')?.textContent).toMatch(/^Unknown/);
  });
});
