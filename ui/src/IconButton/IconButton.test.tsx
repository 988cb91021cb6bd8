import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { IconButton } from './IconButton.tsx';

describe('IconButton', () => {
  it('is named by its label and fires onPress by mouse and keyboard', async () => {
    const onPress = vi.fn();
    await render(<IconButton icon="close" label="Close" onPress={onPress} />);
    const button = page.getByRole('button', { name: 'Close' });
    await button.click();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('shows its label as a tooltip on keyboard focus', async () => {
    await render(<IconButton icon="bell" label="Notifications" />);
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Notifications' })).toHaveFocus();
    await expect.element(page.getByRole('tooltip')).toHaveTextContent('Notifications');
  });

  it('can go without the tooltip', async () => {
    await render(<IconButton icon="menu" label="Open menu" showTooltip={false} />);
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    expect(page.getByRole('tooltip').elements()).toHaveLength(0);
  });

  it('shows a count and includes it in the name', async () => {
    await render(<IconButton icon="cart" label="Cart" count={3} />);
    await expect.element(page.getByRole('button', { name: 'Cart 3' })).toHaveTextContent('3');
  });

  it('caps a large count at 99+', async () => {
    await render(<IconButton icon="bell" label="Notifications" count={120} />);
    await expect.element(page.getByRole('button', { name: 'Notifications 99+' })).toHaveTextContent('99+');
  });

  it('does not fire when disabled', async () => {
    const onPress = vi.fn();
    await render(<IconButton icon="trash" label="Delete" onPress={onPress} isDisabled />);
    const button = page.getByRole('button', { name: 'Delete' });
    await expect.element(button).toBeDisabled();
    await button.click({ force: true });
    expect(onPress).not.toHaveBeenCalled();
  });
});
