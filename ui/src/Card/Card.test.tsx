import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button.tsx';
import { Card } from './Card.tsx';

describe('Card', () => {
  it('is a region named by its title, with body, description and footer', async () => {
    await render(
      <Card title="Cookie Consent" description="Demo Store" footer="Last scan 3 March">
        <p>42 cookies found</p>
      </Card>,
    );
    const region = page.getByRole('region', { name: 'Cookie Consent' });
    await expect.element(region).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 2, name: 'Cookie Consent' })).toBeVisible();
    await expect.element(region).toHaveTextContent(/Demo Store/);
    await expect.element(region).toHaveTextContent(/42 cookies found/);
    await expect.element(region).toHaveTextContent(/Last scan 3 March/);
  });

  it('renders actions that fire their own events', async () => {
    const onPress = vi.fn();
    await render(
      <Card title="Subscription" headingLevel={3} actions={<Button onPress={onPress}>Upgrade</Button>}>
        Free plan
      </Card>,
    );
    await expect.element(page.getByRole('heading', { level: 3, name: 'Subscription' })).toBeVisible();
    await page.getByRole('button', { name: 'Upgrade' }).click();
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('shows a loading status instead of the body', async () => {
    await render(
      <Card title="Requests" loading>
        <p>12 open requests</p>
      </Card>,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('Loading…');
    await expect.element(page.getByRole('region', { name: 'Requests' })).toHaveAttribute('aria-busy', 'true');
    await expect.element(page.getByText('12 open requests')).not.toBeInTheDocument();
  });
});
