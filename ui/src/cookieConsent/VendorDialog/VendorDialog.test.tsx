import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { VendorDialog } from './VendorDialog.tsx';
import { checkVendor, cookieNames } from './vendorForm.ts';

const CATEGORIES = [
  { id: 2, name: 'Functional' },
  { id: 4, name: 'Marketing' },
];
const draft = { name: 'Acme', purposes: '', privacyPolicyUrl: '', cookies: '' };

describe('vendor form rules', () => {
  it('reads cookie names from lines and commas, each once', () => {
    expect(cookieNames(' _a, _b\n_a\n\n')).toEqual(['_a', '_b']);
  });

  it('checks the name, purposes, address and cookies as the contract does', () => {
    expect(checkVendor({ ...draft, name: ' ' }, false)).toEqual({ name: 'Enter the vendor’s name.' });
    expect(checkVendor({ ...draft, privacyPolicyUrl: 'vendor.example' }, false).privacy_policy_url).toMatch(
      /http or https/,
    );
    expect(checkVendor({ ...draft, purposes: `ok\n${'p'.repeat(201)}` }, false).purposes).toMatch(
      /Purpose 2/,
    );
    expect(
      checkVendor({ ...draft, cookies: Array.from({ length: 101 }, (_, i) => `c${i}`).join(',') }, false),
    ).toEqual({ cookies: 'List at most 100 cookies.' });
    // A list vendor's name comes from the list.
    expect(checkVendor({ ...draft, name: '' }, true)).toEqual({});
  });
});

describe('VendorDialog', () => {
  it('adds a custom vendor', async () => {
    const onSubmit = vi.fn();
    await render(<VendorDialog categories={CATEGORIES} onSubmit={onSubmit} onClose={() => {}} />);
    const dialog = page.getByRole('dialog', { name: 'Add a custom vendor' });
    await dialog.getByRole('button', { name: 'Add vendor' }).click();
    await expect.element(dialog.getByText('Enter the vendor’s name.')).toBeVisible();
    await expect.element(dialog.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Zendesk');
    await dialog.getByRole('textbox', { name: 'Purposes' }).fill('Live chat\n\nCustomer support');
    await dialog
      .getByRole('textbox', { name: 'Privacy policy address' })
      .fill('https://www.zendesk.com/privacy/');
    await dialog.getByRole('button', { name: /Category/ }).click();
    await page.getByRole('option', { name: 'Functional' }).click();
    await dialog.getByRole('textbox', { name: 'Cookies' }).fill('__zlcmid, ZD-suid');
    await dialog.getByRole('button', { name: 'Add vendor' }).click();
    expect(onSubmit).toHaveBeenCalledWith({
      kind: 'custom',
      name: 'Zendesk',
      purposes: ['Live chat', 'Customer support'],
      privacy_policy_url: 'https://www.zendesk.com/privacy/',
      category_id: 2,
      cookies: ['__zlcmid', 'ZD-suid'],
    });
  });

  it('edits a list vendor’s category and cookies only, and shows a refusal', async () => {
    const onSubmit = vi.fn();
    await render(
      <VendorDialog
        vendor={{
          id: 5,
          kind: 'google',
          name: 'Google Advertising Products',
          gvl_id: 229,
          purposes: ['Advertising'],
          privacy_policy_url: 'https://policies.google.com/privacy',
          category_id: 4,
          cookies: ['IDE'],
          created_at: '2026-03-01T08:00:00.000Z',
        }}
        categories={CATEGORIES}
        error="Upgrade your plan to access this feature"
        onSubmit={onSubmit}
        onClose={() => {}}
      />,
    );
    const dialog = page.getByRole('dialog', { name: 'Edit Google Advertising Products' });
    await expect.element(dialog.getByText('Google ATP 229')).toBeVisible();
    expect(dialog.getByRole('textbox', { name: 'Name' }).query()).toBeNull();
    await expect.element(dialog.getByRole('alert').first()).toHaveTextContent(/Upgrade your plan/);
    await dialog.getByRole('button', { name: /Category/ }).click();
    await page.getByRole('option', { name: 'No category' }).click();
    await dialog.getByRole('textbox', { name: 'Cookies' }).fill('IDE\nDSID');
    await dialog.getByRole('button', { name: 'Save vendor' }).click();
    expect(onSubmit).toHaveBeenCalledWith({
      kind: 'google',
      name: 'Google Advertising Products',
      gvl_id: 229,
      category_id: null,
      cookies: ['IDE', 'DSID'],
    });
  });

  it('checks the policy address, and sends an empty one and no category as null', async () => {
    const onSubmit = vi.fn();
    await render(<VendorDialog categories={CATEGORIES} onSubmit={onSubmit} onClose={() => {}} />);
    const dialog = page.getByRole('dialog', { name: 'Add a custom vendor' });
    const address = dialog.getByRole('textbox', { name: 'Privacy policy address' });
    await address.fill('trustpilot.com');
    await dialog.getByRole('button', { name: 'Add vendor' }).click();
    await expect.element(dialog.getByText(/Enter an http or https address/)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Trustpilot');
    await address.fill('');
    await dialog.getByRole('textbox', { name: 'Cookies' }).fill('_tp_session, tp_uid');
    await dialog.getByRole('button', { name: 'Add vendor' }).click();
    expect(onSubmit).toHaveBeenCalledWith({
      kind: 'custom',
      name: 'Trustpilot',
      purposes: [],
      privacy_policy_url: null,
      category_id: null,
      cookies: ['_tp_session', 'tp_uid'],
    });
  });

  it("names an IAB TCF vendor's list id, and shows the server's reason on a field", async () => {
    const { rerender } = await render(
      <VendorDialog
        vendor={{
          id: 3,
          kind: 'iab',
          name: 'Criteo SA',
          gvl_id: 91,
          purposes: ['Measure advertising performance'],
          privacy_policy_url: 'https://www.criteo.com/privacy/',
          category_id: 4,
          cookies: ['cto_bundle'],
          created_at: '2026-11-17T11:00:00.000Z',
        }}
        categories={CATEGORIES}
        onSubmit={() => {}}
        onClose={() => {}}
      />,
    );
    await expect
      .element(page.getByRole('dialog', { name: 'Edit Criteo SA' }).getByText('IAB TCF 91'))
      .toBeVisible();
    await rerender(
      <VendorDialog
        categories={CATEGORIES}
        error="Please correct the marked fields."
        fieldErrors={{ name: 'Name must be at most 200 characters.' }}
        onSubmit={() => {}}
        onClose={() => {}}
      />,
    );
    await expect
      .element(
        page
          .getByRole('dialog', { name: 'Add a custom vendor' })
          .getByText('Name must be at most 200 characters.'),
      )
      .toBeVisible();
  });
});
