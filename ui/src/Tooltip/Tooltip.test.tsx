import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button/Button.tsx';
import { Tooltip } from './Tooltip.tsx';

describe('Tooltip', () => {
  it('opens on keyboard focus, describes the trigger and closes on Escape', async () => {
    const onOpenChange = vi.fn();
    await render(
      <Tooltip content="You have 3 unread notifications" onOpenChange={onOpenChange}>
        <Button variant="secondary">Notifications</Button>
      </Tooltip>,
    );
    await userEvent.keyboard('{Tab}');
    const tooltip = page.getByRole('tooltip');
    await expect.element(tooltip).toHaveTextContent('You have 3 unread notifications');
    await expect
      .element(page.getByRole('button', { name: 'Notifications' }))
      .toHaveAccessibleDescription('You have 3 unread notifications');
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await expect.element(tooltip).not.toBeInTheDocument();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('opens on hover after the delay', async () => {
    await render(
      <Tooltip content="Cart" delay={0}>
        <Button variant="secondary">Open cart</Button>
      </Tooltip>,
    );
    // react-aria opens on hover only in pointer modality; an earlier test left it on keyboard.
    await page.getByText('Open cart').click();
    await page.getByRole('button', { name: 'Open cart' }).unhover();
    await page.getByRole('button', { name: 'Open cart' }).hover();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Cart');
  });

  it('takes an exact width in px', async () => {
    await render(
      <Tooltip content="Notification settings" width={400} defaultOpen>
        <Button variant="secondary">Bell</Button>
      </Tooltip>,
    );
    await expect.element(page.getByRole('tooltip')).toBeVisible();
    expect(page.getByRole('tooltip').element().getBoundingClientRect().width).toBe(400);
  });

  it('stays closed when disabled', async () => {
    await render(
      <Tooltip content="Hidden" isDisabled>
        <Button variant="secondary">Trigger</Button>
      </Tooltip>,
    );
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Trigger' })).toHaveFocus();
    expect(page.getByRole('tooltip').elements()).toHaveLength(0);
  });
});
