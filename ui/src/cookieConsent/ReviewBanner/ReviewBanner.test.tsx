import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ReviewBanner } from './ReviewBanner.tsx';

describe('ReviewBanner', () => {
  it('names how many cookies wait and publishes them all or shows them', async () => {
    const onPublishAll = vi.fn();
    const onReview = vi.fn();
    await render(<ReviewBanner count={3} onPublishAll={onPublishAll} onReview={onReview} />);
    const region = page.getByRole('region', { name: '3 cookies awaiting review' });
    await expect
      .element(region.getByRole('heading', { level: 2 }))
      .toHaveTextContent('3 cookies awaiting review');
    await region.getByRole('button', { name: 'Publish all' }).click();
    expect(onPublishAll).toHaveBeenCalled();
    await region.getByRole('button', { name: 'Review' }).click();
    expect(onReview).toHaveBeenCalled();
  });

  it('says one cookie, and shows no buttons to a reader', async () => {
    await render(<ReviewBanner count={1} />);
    await expect.element(page.getByRole('heading', { name: '1 cookie awaiting review' })).toBeVisible();
    await expect.element(page.getByRole('button')).not.toBeInTheDocument();
  });

  it('shows nothing when no cookie waits', async () => {
    const { container } = await render(<ReviewBanner count={0} onPublishAll={() => {}} />);
    expect(container.textContent).toBe('');
  });

  it('cannot be used again while publishing', async () => {
    await render(<ReviewBanner count={5} busy onPublishAll={() => {}} onReview={() => {}} />);
    await expect.element(page.getByRole('button', { name: 'Review' })).toBeDisabled();
  });
});
