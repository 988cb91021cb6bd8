import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { CartIcon } from './CartIcon.tsx';

describe('CartIcon', () => {
  it('is a link to the cart named with the item count, with a badge', async () => {
    await render(<CartIcon count={3} />);
    const link = page.getByRole('link', { name: 'Cart, 3 items' });
    await expect.element(link).toHaveAttribute('href', '/settings/billing/cart');
    await expect.element(link).toHaveTextContent('3');
  });

  it('uses the singular for one item, hides the badge when empty and caps it at 99+', async () => {
    const { rerender } = await render(<CartIcon count={1} />);
    await expect.element(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await rerender(<CartIcon count={0} />);
    // Only the hidden name is left, no visible badge.
    await expect
      .element(page.getByRole('link', { name: 'Cart, 0 items' }))
      .toHaveTextContent(/^Cart, 0 items$/);
    await rerender(<CartIcon count={120} />);
    await expect.element(page.getByRole('link', { name: 'Cart, 120 items' })).toHaveTextContent('99+');
  });

  it('follows its href by keyboard through the router and reports the press', async () => {
    const navigate = vi.fn();
    const onPress = vi.fn();
    await render(
      <RouterProvider navigate={navigate}>
        <CartIcon count={2} href="/settings/billing/cart?oid=1&pid=2" onPress={onPress} />
      </RouterProvider>,
    );
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/settings/billing/cart?oid=1&pid=2', undefined);
  });
});
