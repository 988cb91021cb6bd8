import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { BannerVersion } from '../bannerConfig/index.ts';
import { testConfig } from '../bannerConfig/testFixtures.ts';
import { BannerHistoryTable } from './BannerHistoryTable.tsx';

const version = (n: number, active: boolean, note = ''): BannerVersion => ({
  id: 10 + n,
  version: n,
  active,
  note,
  published_at: `2026-03-0${n}T10:00:00.000Z`,
  published_by: 'Olivia Owner',
  config: testConfig(),
});

const versions = [version(3, false, 'Darker buttons'), version(2, true, 'German texts'), version(1, false)];

describe('BannerHistoryTable', () => {
  it('lists the versions, the active one marked and not deletable', async () => {
    await render(
      <BannerHistoryTable
        versions={versions}
        features={['versioning']}
        upgradeHref="/plans"
        onActivate={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    const active = page.getByRole('row', { name: /Version 2/ });
    await expect.element(active.getByText('Active')).toBeVisible();
    await expect.element(active.getByText('German texts')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Delete version 2 (active)' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Activate version 2' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('row', { name: /Version 1/ }).getByText('No note')).toBeVisible();
  });

  it('rolls back and deletes after a confirmation', async () => {
    const onActivate = vi.fn(async () => undefined);
    const onDelete = vi.fn(async () => undefined);
    await render(
      <BannerHistoryTable
        versions={versions}
        features={['versioning']}
        upgradeHref="/plans"
        onActivate={onActivate}
        onDelete={onDelete}
        hasUnsavedChanges
      />,
    );
    await page.getByRole('button', { name: 'Activate version 1' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Activate version 1?' });
    await expect.element(dialog.getByText(/Your unsaved changes to the draft are replaced/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Activate' }).click();
    expect(onActivate).toHaveBeenCalledWith(versions[2]);
    await expect.element(dialog).not.toBeInTheDocument();

    await page.getByRole('button', { name: 'Delete version 3', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete version 3?' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    expect(onDelete).not.toHaveBeenCalled();
    await page.getByRole('button', { name: 'Delete version 3', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete version 3?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    expect(onDelete).toHaveBeenCalledWith(versions[0]);
  });

  it('offers no rollback on the free plan, only the upgrade notice', async () => {
    await render(
      <BannerHistoryTable
        versions={versions}
        features={[]}
        upgradeHref="/plans"
        onActivate={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    await expect
      .element(page.getByText('Versioning and rollback comes with the Basic plan and above.'))
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: /^Activate/ })).not.toBeInTheDocument();
  });

  it('says when nothing is published yet', async () => {
    await render(
      <BannerHistoryTable
        versions={[]}
        features={['versioning']}
        upgradeHref="/plans"
        onActivate={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    await expect
      .element(page.getByText('Nothing is published yet. Publish the draft to put the banner on the site.'))
      .toBeVisible();
  });
  it('offers neither rollback nor delete to a member who may only view', async () => {
    await render(
      <BannerHistoryTable
        versions={versions}
        features={['versioning']}
        upgradeHref="/plans"
        isDisabled
        onActivate={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    await expect.element(page.getByRole('row', { name: /Version 3/ })).toBeVisible();
    await expect.element(page.getByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: /^Activate/ })).not.toBeInTheDocument();
  });
});
