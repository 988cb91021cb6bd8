import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Badge } from './Badge.tsx';

describe('Badge', () => {
  it('shows its text', async () => {
    await render(<Badge tone="success">2 Months Free</Badge>);
    await expect.element(page.getByText('2 Months Free')).toBeVisible();
  });

  it('shows a count after the text', async () => {
    const { container } = await render(
      <Badge tone="info" count={4}>
        Requests
      </Badge>,
    );
    expect(container.textContent).toBe('Requests4');
    await expect.element(page.getByText('4', { exact: true })).toBeVisible();
  });

  it('caps a count above the maximum', async () => {
    await render(
      <>
        <Badge count={120} />
        <Badge count={12} max={9} tone="error" />
        <Badge count={0} />
      </>,
    );
    await expect.element(page.getByText('99+', { exact: true })).toBeVisible();
    await expect.element(page.getByText('9+', { exact: true })).toBeVisible();
    await expect.element(page.getByText('0', { exact: true })).toBeVisible();
  });

  it('keeps its icon out of the accessibility tree', async () => {
    await render(
      <Badge tone="warning" icon="warning">
        Trial ends soon
      </Badge>,
    );
    await expect.element(page.getByText('Trial ends soon')).toBeVisible();
    expect(page.getByRole('img').elements()).toHaveLength(0);
  });
});
