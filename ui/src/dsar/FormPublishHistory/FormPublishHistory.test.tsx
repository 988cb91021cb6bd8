import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { testVersion } from '../formDefinition/testFixtures.ts';
import { FormPublishHistory } from './FormPublishHistory.tsx';

const VERSIONS = [
  testVersion(3, false, { note: 'Captcha added', languages: ['en', 'de'] }),
  testVersion(2, true, { note: 'German texts' }),
  testVersion(1, false, { published_by: null }),
];

describe('FormPublishHistory', () => {
  it('lists the versions with the live one marked and not deletable', async () => {
    await render(<FormPublishHistory versions={VERSIONS} onActivate={vi.fn()} onDelete={vi.fn()} />);
    const live = page.getByRole('row', { name: /Version 2/ });
    await expect.element(live.getByText('Live')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Delete version 2 (live)' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Activate version 2' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('row', { name: /Version 3/ }).getByText('EN · DE')).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Version 1/ }).getByText('No note')).toBeVisible();
    await expect
      .element(page.getByText('The live version cannot be deleted; activate another one first.'))
      .toBeVisible();
  });

  it('activates and deletes after a confirmation', async () => {
    const onActivate = vi.fn(async () => undefined);
    const onDelete = vi.fn(async () => undefined);
    await render(<FormPublishHistory versions={VERSIONS} onActivate={onActivate} onDelete={onDelete} />);
    await page.getByRole('button', { name: 'Activate version 1' }).click();
    const activate = page.getByRole('alertdialog', { name: 'Activate version 1?' });
    await expect.element(activate.getByText(/Your draft stays as it is/)).toBeVisible();
    await activate.getByRole('button', { name: 'Activate' }).click();
    expect(onActivate).toHaveBeenCalledWith(VERSIONS[2]);
    await page.getByRole('button', { name: 'Delete version 3', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete version 3?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    expect(onDelete).toHaveBeenCalledWith(VERSIONS[0]);
  });

  it('offers nothing to change when read-only, and says when nothing is published', async () => {
    const { rerender } = await render(
      <FormPublishHistory versions={VERSIONS} onActivate={vi.fn()} onDelete={vi.fn()} isDisabled />,
    );
    await expect.element(page.getByRole('button', { name: /Activate/ })).not.toBeInTheDocument();
    await rerender(<FormPublishHistory versions={[]} onActivate={vi.fn()} onDelete={vi.fn()} />);
    await expect
      .element(page.getByText('Nothing is published yet. Publish the form to put it online.'))
      .toBeVisible();
  });
});
