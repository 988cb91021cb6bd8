import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { settle } from '../testing/settle.ts';
import type { HelpArticle } from './HelpArticles.tsx';
import { HelpPanel, type HelpPanelProps } from './HelpPanel.tsx';

const popular: HelpArticle[] = [
  {
    id: 1,
    title: 'Set up a cookie banner',
    body: 'Open Cookie Banner.\nChoose a layout.',
    categories: ['Cookie Consent'],
  },
  { id: 2, title: 'Create a DSAR web form', body: 'Open Webforms.', categories: ['DSAR', 'Forms'] },
];

async function openPanel(props: Partial<HelpPanelProps> = {}) {
  const onSearch = props.onSearch ?? vi.fn();
  const screen = await render(
    <HelpPanel popularArticles={popular} onSearch={onSearch} debounceMs={50} {...props} />,
  );
  await page.getByRole('button', { name: 'Help' }).click();
  return { onSearch, screen };
}

describe('HelpPanel', () => {
  it('shows popular articles and opens one, with Back to the list', async () => {
    const onOpenArticle = vi.fn();
    await openPanel({ onOpenArticle });
    await expect.element(page.getByRole('dialog', { name: 'Help center' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Popular articles' })).toBeVisible();
    await page.getByRole('button', { name: /Set up a cookie banner/ }).click();
    expect(onOpenArticle).toHaveBeenCalledWith(popular[0]);
    await expect.element(page.getByRole('heading', { name: 'Set up a cookie banner' })).toBeVisible();
    await expect.element(page.getByRole('list', { name: 'Categories' })).toHaveTextContent('Cookie Consent');
    await expect.element(page.getByText('Choose a layout.')).toBeVisible();
    const back = page.getByRole('button', { name: 'Back' });
    await expect.element(back).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('button', { name: /Set up a cookie banner/ })).toHaveFocus();
  });

  it('says so when there are no popular articles', async () => {
    await openPanel({ popularArticles: [] });
    await expect.element(page.getByText('No popular articles yet.')).toBeVisible();
  });

  it('debounces the search and sends the trimmed text once', async () => {
    const { onSearch } = await openPanel({ debounceMs: 300 });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const box = page.getByRole('searchbox', { name: 'Search help articles' });
      await box.fill('  ban');
      await userEvent.type(box, 'ner ');
      await settle();
      await vi.advanceTimersByTimeAsync(299);
      expect(onSearch).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(onSearch).toHaveBeenCalledWith('banner');
      await vi.advanceTimersByTimeAsync(5000);
      expect(onSearch).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows results, the searching state and the exact no-hits text', async () => {
    const { screen, onSearch } = await openPanel({ results: null });
    await page.getByRole('searchbox').fill('cookie');
    const rerender = (props: Partial<HelpPanelProps>) =>
      screen.rerender(<HelpPanel popularArticles={popular} onSearch={onSearch} debounceMs={50} {...props} />);
    await rerender({ searching: true });
    await expect.element(page.getByRole('status')).toHaveTextContent('Searching…');
    await rerender({ results: [popular[0]!] });
    await expect.element(page.getByRole('heading', { name: 'Search results' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: /Set up a cookie banner/ })).toBeVisible();
    await rerender({ results: [] });
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('We couldn’t find anything matching with your search.');
  });

  it('clearing the text clears the results without a search', async () => {
    const { onSearch } = await openPanel({ results: [] });
    const box = page.getByRole('searchbox');
    await box.fill('xyz');
    await expect
      .element(page.getByText('We couldn’t find anything matching with your search.'))
      .toBeVisible();
    await expect.poll(() => onSearch).toHaveBeenCalledTimes(1);
    // Clearing must not send a search: past the debounce window, on a fake clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await page.getByRole('button', { name: 'Clear search' }).click();
      await expect.element(box).toHaveValue('');
      await expect.element(page.getByRole('heading', { name: 'Popular articles' })).toBeVisible();
      await settle();
      await vi.advanceTimersByTimeAsync(1000);
      expect(onSearch).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
