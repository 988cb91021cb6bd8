import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import {
  RequestCreateDialog,
  type RequestCreateDialogProps,
  type RequestCreateValues,
} from './RequestCreateDialog.tsx';

const COUNTRIES = [
  { code: 'DE', name: 'Germany', has_states: false },
  { code: 'US', name: 'United States', has_states: true },
];
const US_STATES = [
  { code: 'CA', name: 'California' },
  { code: 'VA', name: 'Virginia' },
];
const LIMIT =
  'You have exceeded request creation limit. For more details Manage subscription or upgrade plan';

const dialog = () => page.getByRole('dialog');
const choose = async (select: string, option: string) => {
  await dialog()
    .getByRole('button', { name: new RegExp(select) })
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

function Harness(props: Partial<RequestCreateDialogProps>) {
  const [states, setStates] = useState<typeof US_STATES>([]);
  return (
    <RequestCreateDialog
      isOpen
      properties={[
        { id: 1, name: 'Demo Store' },
        { id: 2, name: 'Demo Blog' },
      ]}
      initialPropertyId={2}
      countries={COUNTRIES}
      states={states}
      onCountryChange={(c) => setStates(c === 'US' ? US_STATES : [])}
      today="2026-11-20"
      onSubmit={() => {}}
      onCancel={() => {}}
      {...props}
    />
  );
}

describe('RequestCreateDialog', () => {
  it('enters a request with its requester, place, type and day of receipt', async () => {
    const onSubmit = vi.fn<(values: RequestCreateValues) => void>();
    await render(<Harness onSubmit={onSubmit} />);
    await expect.element(page.getByRole('heading', { name: 'New request' })).toBeVisible();
    await expect.element(dialog().getByLabelText('Received on')).toHaveValue('2026-11-20');
    await choose('Request type', 'Deletion');
    await dialog().getByRole('textbox', { name: 'First name' }).fill('Jordan');
    await dialog().getByRole('textbox', { name: 'Last name' }).fill('Lee');
    await dialog().getByRole('textbox', { name: 'E-mail' }).fill('jordan.lee@example.com');
    await choose('Country', 'United States');
    await choose('State or province', 'California');
    await dialog().getByRole('textbox', { name: 'City' }).fill('San Diego');
    await dialog()
      .getByRole('textbox', { name: 'What the requester asked' })
      .fill('Delete my account and orders.');
    await dialog().getByLabelText('Received on').fill('2026-11-18');
    await dialog().getByRole('checkbox', { name: 'Identity already checked' }).click({ force: true });
    await dialog().getByRole('button', { name: 'Create request' }).click();
    expect(onSubmit).toHaveBeenCalledWith({
      property_id: 2,
      request_type: 'deletion',
      subject_type: 'customer',
      first_name: 'Jordan',
      last_name: 'Lee',
      email: 'jordan.lee@example.com',
      country: 'US',
      state: 'CA',
      city: 'San Diego',
      details: 'Delete my account and orders.',
      language: 'en',
      received_on: '2026-11-18',
      verified: false,
    });
  });

  it("shows the page's checks on their fields and the first gets the focus", async () => {
    const onSubmit = vi.fn();
    await render(
      <Harness
        onSubmit={onSubmit}
        validate={(v) => ({
          ...(v.request_type === null ? { request_type: 'Choose the request type.' } : {}),
          ...(v.first_name === '' ? { first_name: 'Enter the first name.' } : {}),
        })}
      />,
    );
    await dialog().getByRole('button', { name: 'Create request' }).click();
    await expect.element(dialog().getByText('Choose the request type.')).toBeVisible();
    await expect.element(dialog().getByText('Enter the first name.')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    await dialog().getByRole('textbox', { name: 'First name' }).fill('J');
    await expect.element(dialog().getByText('Enter the first name.')).not.toBeInTheDocument();
  });

  it("shows the plan's limit as the server words it", async () => {
    await render(
      <Harness summary={LIMIT} summaryAction={<a href="/settings/billing/pricing">See plans</a>} />,
    );
    const alert = dialog().getByRole('alert');
    await expect.element(alert).toHaveTextContent('The request was not created');
    await expect.element(alert).toHaveTextContent(LIMIT);
    await expect.element(alert.getByRole('link', { name: 'See plans' })).toBeVisible();
  });

  it('cannot be closed while it is saving', async () => {
    const onCancel = vi.fn();
    await render(<Harness busy onCancel={onCancel} />);
    await expect.element(dialog().getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it("shows the server's reasons on the fields they name", async () => {
    await render(
      <Harness
        errors={{
          email: 'E-mail must be an e-mail address.',
          country: 'Country must be a country code such as DE.',
        }}
      />,
    );
    await expect.element(dialog().getByText('E-mail must be an e-mail address.')).toBeVisible();
    await expect.element(dialog().getByText('Country must be a country code such as DE.')).toBeVisible();
  });
});
