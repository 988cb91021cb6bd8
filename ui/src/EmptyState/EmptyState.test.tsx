import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/index.ts';
import { EmptyState } from './EmptyState.tsx';

describe('EmptyState', () => {
  it('shows the title as a heading, the message and the action', async () => {
    const onPress = vi.fn();
    await render(
      <EmptyState
        title="No requests yet"
        message="Requests from your web forms will appear here."
        action={<Button onPress={onPress}>Create web form</Button>}
        headingLevel={3}
      />,
    );
    await expect.element(page.getByRole('heading', { level: 3, name: 'No requests yet' })).toBeVisible();
    await expect.element(page.getByText('Requests from your web forms will appear here.')).toBeVisible();
    await page.getByRole('button', { name: 'Create web form' }).click();
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('keeps the icon out of the accessibility tree', async () => {
    await render(<EmptyState title="Nothing here" icon={<svg role="img" aria-label="Tray" />} />);
    await expect.element(page.getByRole('heading', { level: 2, name: 'Nothing here' })).toBeVisible();
    expect(page.getByRole('img', { name: 'Tray' }).query()).toBeNull();
    expect(page.getByRole('button').query()).toBeNull();
  });
});
