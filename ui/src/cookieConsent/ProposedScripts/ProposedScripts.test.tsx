import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { type ProposedScript, ProposedScripts } from './ProposedScripts.tsx';

const CATEGORIES = [
  { key: 'analytics' as const, name: 'Analytics' },
  { key: 'marketing' as const, name: 'Advertising' },
  { key: 'unclassified' as const, name: 'Unclassified' },
];
const PROPOSED: ProposedScript[] = [
  {
    host: 'snap.licdn.com',
    category_key: 'marketing',
    platform: 'LinkedIn Insight',
    cookies: ['li_gc', 'bcookie'],
  },
  { host: 'cdn.unknown.example', category_key: null, platform: null, cookies: [] },
];

describe('ProposedScripts', () => {
  it('lists the proposed hosts with provider, the property’s category name and cookies', async () => {
    await render(<ProposedScripts proposed={PROPOSED} categories={CATEGORIES} />);
    await expect.element(page.getByRole('heading', { name: 'Proposed from your last scan' })).toBeVisible();
    const linkedin = page.getByRole('row', { name: /snap\.licdn\.com/ });
    await expect.element(linkedin.getByText('LinkedIn Insight')).toBeVisible();
    await expect.element(linkedin.getByText('Advertising')).toBeVisible();
    await expect.element(linkedin.getByText('li_gc, bcookie')).toBeVisible();
    const unknown = page.getByRole('row', { name: /cdn\.unknown\.example/ });
    await expect.element(unknown.getByText('Unclassified')).toBeVisible();
    await expect.element(unknown.getByText('None seen')).toBeVisible();
    // Read only: no way to block.
    expect(page.getByRole('button', { name: /^Block/ }).query()).toBeNull();
  });

  it('blocks one host or every proposal, and shows progress', async () => {
    const onBlock = vi.fn();
    const onBlockAll = vi.fn();
    const screen = await render(
      <ProposedScripts
        proposed={PROPOSED}
        categories={CATEGORIES}
        onBlock={onBlock}
        onBlockAll={onBlockAll}
      />,
    );
    await page.getByRole('button', { name: 'Block snap.licdn.com' }).click();
    expect(onBlock).toHaveBeenCalledWith(PROPOSED[0]);
    await page.getByRole('button', { name: 'Block all proposed (2)' }).click();
    expect(onBlockAll).toHaveBeenCalledTimes(1);
    await screen.rerender(
      <ProposedScripts
        proposed={PROPOSED}
        categories={CATEGORIES}
        onBlock={onBlock}
        onBlockAll={onBlockAll}
        blockingAll
      />,
    );
    await expect.element(page.getByRole('button', { name: 'Block cdn.unknown.example' })).toBeDisabled();
  });

  it('says when there is nothing to propose', async () => {
    await render(
      <ProposedScripts
        proposed={[]}
        categories={CATEGORIES}
        onBlockAll={() => {}}
        emptyMessage="Run a scan first."
      />,
    );
    await expect.element(page.getByText('Run a scan first.')).toBeVisible();
    expect(page.getByRole('button', { name: /Block all/ }).query()).toBeNull();
  });

  it('says by default that nothing is left to propose', async () => {
    await render(<ProposedScripts proposed={[]} categories={CATEGORIES} />);
    await expect.element(page.getByText(/Nothing to propose/)).toBeVisible();
  });
});
