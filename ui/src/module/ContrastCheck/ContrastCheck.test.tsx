import { contrastRatio } from '@privacy-portal/sdk';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ContrastCheck, type ContrastPair, type ContrastTexts } from './ContrastCheck.tsx';

const TEXTS: ContrastTexts = {
  allPass: 'All readable.',
  someFail: (failing, total) => `${failing} of ${total} hard to read.`,
  pass: (ratio, pair) => `${ratio} reaches ${pair.minimum}:1${pair.large ? ' (large)' : ''}`,
  fail: (ratio, pair) => `${ratio} is below ${pair.minimum}:1`,
};

const pair = (extra: Partial<ContrastPair>): ContrastPair => ({
  id: 'body',
  label: 'Body on the page',
  foreground: '#1f2937',
  background: '#ffffff',
  fixes: 'the body',
  onFix: vi.fn(),
  ...extra,
});

describe('ContrastCheck', () => {
  it('reads each pair’s WCAG ratio against its minimum and says so in a status', async () => {
    await render(
      <ContrastCheck
        pairs={[
          pair({}),
          pair({ id: 'title', label: 'Title on the band', foreground: '#767676', minimum: 3, large: true }),
        ]}
        texts={TEXTS}
      />,
    );
    await expect.element(page.getByRole('heading', { name: 'Contrast', level: 3 })).toBeVisible();
    await expect.element(page.getByRole('status')).toHaveTextContent('All readable.');
    // #767676 on white is 4.54:1, read rounded down.
    await expect.element(page.getByText('4.5:1 reaches 3:1 (large)')).toBeVisible();
    await expect.element(page.getByRole('button', { name: /^Use/ })).not.toBeInTheDocument();
  });

  it('warns below the minimum and offers the nearest colour that passes, by keyboard', async () => {
    const onFix = vi.fn();
    await render(
      <ContrastCheck pairs={[pair({ foreground: '#aaaaaa', onFix })]} texts={TEXTS} headingLevel={4} />,
    );
    await expect.element(page.getByRole('heading', { name: 'Contrast', level: 4 })).toBeVisible();
    await expect.element(page.getByRole('status')).toHaveTextContent('1 of 1 hard to read.');
    await expect.element(page.getByText('2.3:1 is below 4.5:1')).toBeVisible();
    const use = page.getByRole('button', { name: /^Use #[0-9a-f]{6} for the body$/ });
    (use.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const fixed = onFix.mock.calls[0]?.[0] as string;
    expect(contrastRatio(fixed, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // The nearest: one step less dark would not pass.
    expect(contrastRatio(fixed, '#ffffff')).toBeLessThan(4.7);
  });
});
