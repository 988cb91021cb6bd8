import { clearLists, setCookieConsentTier } from '@privacy-portal/mocks';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { AutoBlockingPage } from '../../src/modules/cookieConsent/blocking/AutoBlockingPage.tsx';
import { renderPage } from '../support/renderPage.tsx';

const rulesTable = () => page.getByRole('region', { name: 'Blocking rules' });
const proposals = () => page.getByRole('region', { name: 'Proposed from your last scan' });
const ruleDialog = (name = 'Add blocking rule') => page.getByRole('dialog', { name });

describe('AutoBlockingPage', () => {
  it('shows the switch, the rules with their source and what the last scan proposes, and turns blocking off', async () => {
    const { requests } = await renderPage(<AutoBlockingPage />);
    const toggle = page.getByRole('switch', { name: 'Auto Cookie Blocking' });
    await expect.element(toggle).toBeChecked();
    const hotjar = rulesTable().getByRole('row', { name: /static\.hotjar\.com/ });
    await expect.element(hotjar.getByText('From scan')).toBeVisible();
    await expect.element(hotjar.getByText('Hotjar', { exact: true })).toBeVisible();
    await expect
      .element(
        rulesTable()
          .getByRole('row', { name: /googletagmanager/ })
          .getByText('Manual'),
      )
      .toBeVisible();
    const linkedin = proposals().getByRole('row', { name: /snap\.licdn\.com/ });
    await expect.element(linkedin.getByText('bcookie, li_gc')).toBeVisible();
    await expect.element(linkedin.getByText('Marketing')).toBeVisible();

    await toggle.click({ force: true });
    await expect.element(page.getByText('Auto Cookie Blocking is off.')).toBeVisible();
    await expect.element(toggle).not.toBeChecked();
    expect(requests.find((r) => r.method === 'PUT')).toMatchObject({
      path: '/api/v1/update-tag/1/1',
      body: { enabled: false },
    });
  });

  it('adds a rule after checking it, and shows the server’s refusal of a duplicate beside the pattern', async () => {
    const duplicate = http.post(
      '/api/v1/cookie-blocking/save-tag-scr/:pid',
      () =>
        HttpResponse.json(
          {
            error: {
              code: 'name_taken',
              message: 'A blocking rule for static.hotjar.com already exists on this property',
              details: [{ in: 'body', field: 'pattern', reason: 'is already used' }],
            },
          },
          { status: 409 },
        ),
      { once: true },
    );
    const { requests } = await renderPage(<AutoBlockingPage />, { handlers: [duplicate] });
    await page.getByRole('button', { name: 'Add rule' }).first().click();
    await ruleDialog().getByRole('button', { name: 'Add rule' }).click();
    await expect
      .element(ruleDialog().getByText('Enter a script address, a host or a pattern.'))
      .toBeVisible();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    const pattern = ruleDialog().getByRole('textbox', { name: 'Script address, host or pattern' });
    await pattern.fill('static.hotjar.com');
    await ruleDialog()
      .getByRole('button', { name: /Category/ })
      .click();
    await page.getByRole('option', { name: 'Analytics' }).click();
    await ruleDialog().getByRole('button', { name: 'Add rule' }).click();
    await expect.element(ruleDialog().getByText('Pattern is already used.')).toBeVisible();

    await pattern.fill('https://cdn.segment.com/*');
    await ruleDialog().getByRole('textbox', { name: 'Description' }).fill('Segment');
    await ruleDialog().getByRole('button', { name: 'Add rule' }).click();
    await expect.element(page.getByText('The rule for https://cdn.segment.com/* is saved.')).toBeVisible();
    await expect.element(rulesTable().getByRole('row', { name: /cdn\.segment\.com/ })).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST').at(-1)).toMatchObject({
      path: '/api/v1/cookie-blocking/save-tag-scr/1',
      body: {
        pattern: 'https://cdn.segment.com/*',
        category_id: 3,
        description: 'Segment',
        source: 'manual',
      },
    });
  });

  // What the last scan proposes once a host is blocked is the server's: AutoBlockingPage.server.test.tsx.

  it('edits a rule and deletes one after confirming', async () => {
    await renderPage(<AutoBlockingPage />);
    await page.getByRole('button', { name: 'Edit the rule for static.hotjar.com' }).click();
    const edit = ruleDialog('Edit blocking rule');
    await expect.element(edit.getByRole('textbox', { name: 'Description' })).toHaveValue('Hotjar');
    await edit.getByRole('textbox', { name: 'Description' }).fill('Hotjar recordings');
    await edit.getByRole('button', { name: 'Save rule' }).click();
    await expect.element(rulesTable().getByText('Hotjar recordings')).toBeVisible();
    // Still a rule from the scan.
    await expect
      .element(
        rulesTable()
          .getByRole('row', { name: /static\.hotjar\.com/ })
          .getByText('From scan'),
      )
      .toBeVisible();

    await page.getByRole('button', { name: 'Delete the rule for static.hotjar.com' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete blocking rule?' })
      .getByRole('button', { name: 'Delete rule' })
      .click();
    await expect.element(page.getByText('The rule for static.hotjar.com is deleted.')).toBeVisible();
    await expect
      .element(rulesTable().getByRole('row', { name: /static\.hotjar\.com/ }))
      .not.toBeInTheDocument();
  });

  it('shows the upgrade notice instead of the switch and the ways to add rules below the plan', async () => {
    await renderPage(<AutoBlockingPage />, { prepare: (state) => setCookieConsentTier(state, 'free') });
    await expect
      .element(page.getByText('Scripts blocking system comes with the Basic plan and above.'))
      .toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'See plans' }))
      .toHaveAttribute('href', expect.stringContaining('/settings/billing/pricing?plan_type=0'));
    // Blocking was on before the downgrade: it can still be turned off, not on again.
    await expect.element(page.getByText(/you can turn it off, but not on again/)).toBeVisible();
    await page.getByRole('switch', { name: 'Auto Cookie Blocking' }).click({ force: true });
    await expect.element(page.getByText('Auto Cookie Blocking is off.')).toBeVisible();
    expect(page.getByRole('switch').query()).toBeNull();
    expect(page.getByRole('button', { name: 'Add rule' }).query()).toBeNull();
    expect(page.getByRole('button', { name: /^Block/ }).query()).toBeNull();
  });

  it('lets a view-only member read without changing anything', async () => {
    await renderPage(<AutoBlockingPage />, { as: 'viewer@demo.test' });
    await expect.element(page.getByRole('switch', { name: 'Auto Cookie Blocking' })).toBeDisabled();
    await expect.element(rulesTable().getByRole('row', { name: /static\.hotjar\.com/ })).toBeVisible();
    expect(page.getByRole('button', { name: 'Add rule' }).query()).toBeNull();
    expect(page.getByRole('button', { name: /Delete the rule/ }).query()).toBeNull();
  });

  it('shows the empty states of a fresh property, and a failed load with Try again', async () => {
    let fail = true;
    await renderPage(<AutoBlockingPage />, {
      prepare: (state) => {
        clearLists(state, '/cookie-blocking/tag-list/1');
        state.answers.edit('/tag-list-javascript/1/1', (body) =>
          Object.assign(body.response as object, { rules: 0, proposed: [] }),
        );
      },
      handlers: [
        http.get('/api/v1/tag-list-javascript/:oid/:pid', () =>
          fail
            ? HttpResponse.json({ error: { code: 'internal_error', message: 'Boom' } }, { status: 500 })
            : undefined,
        ),
      ],
    });
    await expect.element(page.getByText('We could not load Auto Cookie Blocking')).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(page.getByRole('heading', { name: 'No blocking rule yet' })).toBeVisible();
    await expect.element(proposals().getByText(/Nothing to propose/)).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Cookie Scanner' }))
      .toHaveAttribute('href', '/cookie-consent/cookie-category/scan-details?oid=1&pid=1');
  });
});
