import type { Schemas } from '@privacy-portal/sdk';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { BlockingRulesTable } from './BlockingRulesTable.tsx';
import { patternScope } from './patternScope.ts';

type Rule = Schemas['BlockingRule'];
const rule = (id: number, pattern: string, extra: Partial<Rule> = {}): Rule => ({
  id,
  pattern,
  category_id: 4,
  category_name: 'Marketing',
  source: 'manual',
  description: '',
  created_at: '2026-03-01T08:00:00.000Z',
  ...extra,
});
const RULES = [
  rule(1, 'connect.facebook.net', { source: 'scan', description: 'Meta pixel' }),
  rule(2, 'https://www.googletagmanager.com/*', { category_id: 3, category_name: 'Analytics' }),
];

describe('patternScope', () => {
  it('reads a host, a host glob, an address pattern and one address as the sdk matches them', () => {
    expect(patternScope('connect.facebook.net')?.kind).toBe('host');
    expect(patternScope('https://connect.facebook.net/')?.kind).toBe('host');
    expect(patternScope('*.hotjar.com')?.kind).toBe('hostPattern');
    expect(patternScope('https://www.googletagmanager.com/*')?.kind).toBe('addressPattern');
    expect(patternScope('https://cdn.example.com/pixel.js')?.sentence).toBe(
      'The script at https://cdn.example.com/pixel.js, whatever its query string.',
    );
    expect(patternScope('ftp://cdn.example.com/x.js')).toBeNull();
    expect(patternScope('')).toBeNull();
  });
});

describe('BlockingRulesTable', () => {
  it('lists each rule with its category, source and description, and what it holds back', async () => {
    await render(<BlockingRulesTable rules={RULES} />);
    const facebook = page.getByRole('row', { name: /connect\.facebook\.net/ });
    await expect.element(facebook.getByText('From scan')).toBeVisible();
    await expect.element(facebook.getByText('Marketing')).toBeVisible();
    await expect.element(facebook.getByText('Meta pixel')).toBeVisible();
    await expect
      .element(facebook.getByText('Every script from connect.facebook.net and its subdomains.'))
      .toBeVisible();
    const gtm = page.getByRole('row', { name: /googletagmanager/ });
    await expect.element(gtm.getByText('Manual')).toBeVisible();
    await expect.element(gtm.getByText('None')).toBeVisible();
  });

  it('edits and deletes a row; without handlers there is no action', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    const screen = await render(<BlockingRulesTable rules={RULES} onEdit={onEdit} onDelete={onDelete} />);
    await page.getByRole('button', { name: 'Edit the rule for connect.facebook.net' }).click();
    expect(onEdit).toHaveBeenCalledWith(RULES[0]);
    await page
      .getByRole('button', { name: 'Delete the rule for https://www.googletagmanager.com/*' })
      .click();
    expect(onDelete).toHaveBeenCalledWith(RULES[1]);
    await screen.rerender(<BlockingRulesTable rules={RULES} />);
    expect(page.getByRole('button', { name: /Edit the rule/ }).query()).toBeNull();
  });

  it('offers the next page, and shows the empty state, the loading rows and a failure', async () => {
    const onLoadMore = vi.fn();
    const screen = await render(<BlockingRulesTable rules={RULES} hasMore onLoadMore={onLoadMore} />);
    await page.getByRole('button', { name: 'Load more rules' }).click();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    await screen.rerender(<BlockingRulesTable rules={[]} emptyState={<p>No rules here</p>} />);
    await expect.element(page.getByText('No rules here')).toBeVisible();
    await screen.rerender(<BlockingRulesTable rules={[]} loading />);
    await expect.element(page.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await screen.rerender(<BlockingRulesTable rules={RULES} error={<p role="alert">It failed</p>} />);
    await expect.element(page.getByRole('alert')).toHaveTextContent('It failed');
    expect(page.getByRole('table').query()).toBeNull();
  });
});
