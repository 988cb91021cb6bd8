import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { GtmInstructions } from './GtmInstructions.tsx';

const SNIPPET = '<script src="https://portal.test/embed/v1/consent.js" data-property="7"></script>';

describe('GtmInstructions', () => {
  it('puts the snippet above the container and names GTM’s consent checks and the trigger event', async () => {
    await render(<GtmInstructions snippet={SNIPPET} />);
    const order = page.getByRole('region', { name: 'Order in the head with Google Tag Manager' });
    const text = order.element().textContent ?? '';
    expect(text.indexOf(SNIPPET)).toBeGreaterThan(-1);
    expect(text.indexOf(SNIPPET)).toBeLessThan(text.indexOf('Google Tag Manager -->'));
    await expect.element(page.getByText('Enable consent overview')).toBeVisible();
    await expect.element(page.getByText('Require additional consent for tag to fire')).toBeVisible();
    await expect.element(page.getByText('pp_consent_update', { exact: true })).toBeVisible();
  });
});
