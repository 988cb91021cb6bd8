import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { AddedToCartPopup, type AddedToCartPopupProps } from './AddedToCartPopup.tsx';

const props: AddedToCartPopupProps = {
  isOpen: true,
  productName: 'Cookie Consent Professional',
  cycle: 'monthly',
  price: 49,
  quantity: 2,
  cartHref: '/settings/billing/cart?oid=7&pid=12',
  onHide: () => {},
};

afterEach(() => {
  vi.useRealTimers();
});

describe('AddedToCartPopup', () => {
  it('lists product, cycle, price and quantity with an Open Cart link', async () => {
    render(<AddedToCartPopup {...props} />);
    const popup = page.getByRole('region', { name: 'Added to cart' });
    await expect.element(popup).toHaveTextContent('Cookie Consent Professional');
    await expect.element(page.getByText('Billed - monthly')).toBeVisible();
    await expect.element(page.getByText('Price - $49')).toBeVisible();
    await expect.element(page.getByText('Quantity - 2')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Open Cart' }))
      .toHaveAttribute('href', '/settings/billing/cart?oid=7&pid=12');
    await expect.element(page.getByRole('status')).toHaveTextContent('Added to cart');
  });

  it('hides after 4000 ms by default', async () => {
    vi.useFakeTimers();
    const onHide = vi.fn();
    await render(<AddedToCartPopup {...props} onHide={onHide} />);
    // The pointer may rest where an earlier test left it, which is where the popup appears: a hover
    // pauses the countdown, so the pointer is moved off it first (a leave starts the wait anew).
    await userEvent.unhover(page.getByRole('region', { name: 'Added to cart' }));
    vi.advanceTimersByTime(3999);
    expect(onHide).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('takes its time from the prop and waits while hovered', async () => {
    vi.useFakeTimers();
    const onHide = vi.fn();
    // Rendered before any poll: polling with fake timers would move the clock.
    await render(<AddedToCartPopup {...props} hideAfterMs={1000} onHide={onHide} />);
    const popup = page.getByRole('region', { name: 'Added to cart' });
    await userEvent.hover(popup);
    vi.advanceTimersByTime(5000);
    expect(onHide).not.toHaveBeenCalled();
    await userEvent.unhover(popup);
    vi.advanceTimersByTime(1000);
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  it('closes with the close button and reports Open Cart', async () => {
    const onHide = vi.fn();
    const onOpenCart = vi.fn();
    render(<AddedToCartPopup {...props} cartHref="#cart" onHide={onHide} onOpenCart={onOpenCart} />);
    await page.getByRole('button', { name: 'Close' }).click();
    expect(onHide).toHaveBeenCalledTimes(1);
    await page.getByRole('link', { name: 'Open Cart' }).click();
    expect(onOpenCart).toHaveBeenCalledTimes(1);
  });

  it('shows nothing when closed', async () => {
    render(<AddedToCartPopup {...props} isOpen={false} />);
    await expect.element(page.getByRole('status')).toBeEmptyDOMElement();
  });
});
