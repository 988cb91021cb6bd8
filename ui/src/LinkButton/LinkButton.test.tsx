import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { LinkButton } from './LinkButton.tsx';

describe('LinkButton', () => {
  it('is a link with the given target, styled as a button', async () => {
    await render(
      <LinkButton href="/settings/billing/pricing" variant="secondary">
        See plans
      </LinkButton>,
    );
    const link = page.getByRole('link', { name: 'See plans' });
    await expect.element(link).toHaveAttribute('href', '/settings/billing/pricing');
    await expect.element(link).toHaveClass(/secondary/);
  });

  it('opens an external page in a new tab when asked', async () => {
    await render(
      <LinkButton href="https://example.com/help" target="_blank" rel="noreferrer">
        Help
      </LinkButton>,
    );
    await expect.element(page.getByRole('link', { name: 'Help' })).toHaveAttribute('target', '_blank');
  });
});
