import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Icon } from './Icon.tsx';
import { ICON_NAMES } from './icons.ts';

describe('Icon', () => {
  it('is hidden from assistive technology by default', async () => {
    const { container } = await render(
      <button type="button">
        <Icon name="bell" /> Notifications
      </button>,
    );
    await expect.element(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
    expect(page.getByRole('img').elements()).toHaveLength(0);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
  });

  it('is announced as an image when given a label', async () => {
    await render(<Icon name="warning" label="Warning" />);
    await expect.element(page.getByRole('img', { name: 'Warning' })).toBeVisible();
  });

  it('draws at the requested size, 20 px by default', async () => {
    await render(
      <>
        <Icon name="cart" label="Default cart" />
        <Icon name="cart" label="Large cart" size={32} />
      </>,
    );
    const small = page.getByRole('img', { name: 'Default cart' }).element().getBoundingClientRect();
    const large = page.getByRole('img', { name: 'Large cart' }).element().getBoundingClientRect();
    expect([small.width, small.height]).toEqual([20, 20]);
    expect([large.width, large.height]).toEqual([32, 32]);
  });

  it('draws every named icon', async () => {
    await render(
      <div>
        {ICON_NAMES.map((name) => (
          <Icon key={name} name={name} label={name} />
        ))}
      </div>,
    );
    for (const name of ICON_NAMES) {
      const svg = page.getByRole('img', { name, exact: true }).element();
      expect(svg.querySelectorAll('path').length).toBeGreaterThan(0);
    }
  });
});
