import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ProgressBar } from './ProgressBar.tsx';

describe('ProgressBar', () => {
  it('exposes value, range and a percentage text', async () => {
    await render(<ProgressBar label="Domain scan" value={40} />);
    const bar = page.getByRole('progressbar', { name: 'Domain scan' });
    await expect.element(bar).toHaveAttribute('aria-valuenow', '40');
    await expect.element(bar).toHaveAttribute('aria-valuemin', '0');
    await expect.element(bar).toHaveAttribute('aria-valuemax', '100');
    await expect.element(bar).toHaveAttribute('aria-valuetext', '40%');
    await expect.element(bar.getByText('40%')).toBeVisible();
  });

  it('uses a custom value text and range', async () => {
    await render(<ProgressBar label="Quick Start" value={3} maxValue={5} valueLabel="3 of 5 steps" />);
    const bar = page.getByRole('progressbar', { name: 'Quick Start' });
    await expect.element(bar).toHaveAttribute('aria-valuetext', '3 of 5 steps');
    await expect.element(bar.getByText('3 of 5 steps')).toBeVisible();
  });

  it('has no value when indeterminate', async () => {
    await render(<ProgressBar label="Uploading" value={50} isIndeterminate />);
    const bar = page.getByRole('progressbar', { name: 'Uploading' });
    await expect.element(bar).toBeVisible();
    await expect.element(bar).not.toHaveAttribute('aria-valuenow');
    expect(page.getByText('50%').query()).toBeNull();
  });
});
