import '@privacy-portal/ui/theme.css';
import { DEMO_DSAR_FORM_IDENTIFIER, type MockState, recorded, setDsarTier } from '@privacy-portal/mocks';
import axe from 'axe-core';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { DsarPage } from '../../src/modules/dsar/DsarPage.tsx';
import { renderPage } from '../support/renderPage.tsx';

/** The module as the app mounts it, with the URL shown. */
function Module() {
  const { pathname, search } = useLocation();
  return (
    <>
      <DsarPage />
      <span data-testid="location">{`${pathname}${search}`}</span>
    </>
  );
}

const URL = '/privacy/dsar/webforms?oid=1&pid=1';
const open = (options: Parameters<typeof renderPage>[1] = {}) =>
  renderPage(<Module />, { path: '/*', url: URL, ...options });
const row = () => page.getByRole('row', { name: /Privacy request/ });
const LIMIT = 'You have exceeded form creation limit. For more details Manage subscription or upgrade plan';

const HISTORY = '/dsar/publish-history/1/1/1';
const FORMS = '/dsar/form/1/1';

/** The demo has one published version (as recorded); a second one, live, makes the first an earlier one. */
function publishSecondVersion(state: MockState): void {
  const history = recorded('/dsar/publish-history/{oid}/{pid}/{formID}', `${HISTORY}?limit=100`);
  const [first] = history.response;
  if (!first) throw new Error('The demo has no published form');
  const second = { ...first, id: 2, version: 2, note: 'German texts' };
  state.answers.set(HISTORY, { ...history, response: [second, { ...first, active: false }] });
}

describe('Webforms', () => {
  it('lists the property’s forms with status, languages, requests and the live version', async () => {
    await open();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Webforms' })).toBeVisible();
    await expect.element(row().getByText(DEMO_DSAR_FORM_IDENTIFIER)).toBeVisible();
    await expect.element(row().getByText('Published')).toBeVisible();
    await expect.element(row().getByText('EN · DE')).toBeVisible();
    await expect.element(row().getByText('Version 1')).toBeVisible();
    const requests = recorded('/dsar/form/{orgId}/{propId}', `${FORMS}?limit=100`).response[0]?.requests ?? 0;
    expect(requests).toBeGreaterThan(0);
    await expect
      .element(row().getByRole('cell', { name: new Intl.NumberFormat('en').format(requests), exact: true }))
      .toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Edit Privacy request' }))
      .toHaveAttribute('href', '/privacy/dsar/dsarform/1?oid=1&pid=1');
    await expect
      .element(page.getByRole('link', { name: 'Create form' }))
      .toHaveAttribute('href', '/privacy/dsar/dsarform?oid=1&pid=1');
    await expect.element(page.getByText(/of your plan in use\.|as many forms as you need/)).toBeVisible();
  });

  it('gives the address and the iframe of a published form', async () => {
    await open();
    await page.getByRole('button', { name: 'Link & embed for Privacy request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link & embed: Privacy request' });
    await expect
      .element(dialog.getByRole('region', { name: 'Form address' }))
      .toHaveTextContent(new RegExp(`/privacy-request/${DEMO_DSAR_FORM_IDENTIFIER}$`));
    await expect
      .element(dialog.getByRole('region', { name: 'Embed code' }))
      .toHaveTextContent(/<iframe src="[^"]+\/privacy-request\/demo-retail-privacy" title="Privacy request"/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('shows the publish history, makes an earlier version live again and deletes one not live', async () => {
    const { requests } = await open({ prepare: publishSecondVersion });
    await page.getByRole('button', { name: 'History of Privacy request' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish history: Privacy request' });
    await expect.element(dialog.getByRole('row', { name: /Version 2/ }).getByText('Live')).toBeVisible();
    await expect
      .element(dialog.getByRole('row', { name: /Version 1/ }).getByText('First version'))
      .toBeVisible();
    // The live version cannot go.
    await expect.element(dialog.getByRole('button', { name: 'Delete version 2 (live)' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Activate version 1' }).click();
    await page
      .getByRole('alertdialog', { name: 'Activate version 1?' })
      .getByRole('button', { name: 'Activate' })
      .click();
    await expect.element(page.getByText('Version 1 of Privacy request is live again.')).toBeVisible();
    expect(
      requests.some((r) => r.method === 'POST' && r.path === '/api/v1/dsar/active-publish-history/1/1/1/1'),
    ).toBe(true);

    await dialog.getByRole('button', { name: 'Delete version 1', exact: true }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete version 1?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect
      .poll(() =>
        requests.some((r) => r.method === 'DELETE' && r.path === '/api/v1/dsar/active-publish-history/1/1/1'),
      )
      .toBe(true);
  });

  it('deletes a form with the spec’s PUT after a confirmation', async () => {
    const { requests } = await open();
    await page.getByRole('button', { name: 'Delete Privacy request' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Privacy request?' });
    await expect.element(confirm.getByText(/requests it received stay in Requests/)).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete form' }).click();
    await expect
      .element(
        page.getByText(
          'Privacy request is deleted: its page no longer answers. Its requests stay in Requests.',
        ),
      )
      .toBeVisible();
    expect(requests.find((r) => r.method === 'PUT')?.path).toBe('/api/v1/dsar/form/1/1/1');
  });

  it('says when the property has no form yet', async () => {
    await open({
      prepare: (state) => state.answers.set(FORMS, { response: [], page: { next: null, limit: 100 } }),
    });
    await expect
      .element(page.getByText('No web forms yet. Create one to take data subject requests on your website.'))
      .toBeVisible();
    await expect.element(row()).not.toBeInTheDocument();
  });

  it('says the plan’s forms are used up, in the spec’s words, and offers no Create', async () => {
    await open({ prepare: (state) => setDsarTier(state, 'basic') });
    await expect.element(page.getByText(LIMIT)).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Create form' })).toBeDisabled();
    await expect
      .element(page.getByRole('link', { name: 'Manage subscription' }))
      .toHaveAttribute('href', '/settings/billing/manage?oid=1&pid=1');
    await expect
      .element(page.getByRole('link', { name: 'Upgrade plan' }))
      .toHaveAttribute('href', expect.stringContaining('plan_type='));
  });

  it('lets a member who may only view open the forms, not change them', async () => {
    await open({ as: 'viewer@demo.test' });
    await expect.element(page.getByRole('link', { name: 'View Privacy request' })).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: 'Delete Privacy request' }))
      .not.toBeInTheDocument();
    await expect.element(page.getByRole('link', { name: 'Create form' })).not.toBeInTheDocument();
  });

  it('has no serious or critical accessibility problems (axe), with the history open', async () => {
    await open();
    await page.getByRole('button', { name: 'History of Privacy request' }).click();
    await expect.element(page.getByRole('dialog').getByRole('row', { name: /Version 1/ })).toBeVisible();
    const { violations } = await axe.run(document.body, { resultTypes: ['violations'] });
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
});
