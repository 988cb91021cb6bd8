import { OrganizationCreate as OrganizationCreateRules } from '@privacy-portal/sdk/form-rules';
import { contractRules } from '@privacy-portal/sdk/react';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { FormDialog } from '../src/components/FormDialog.tsx';
import { FormTextField } from '../src/components/FormTextField.tsx';
import { $api } from '../src/lib/queryClient.ts';
import { useApiForm } from '../src/lib/useApiForm.ts';
import { renderPage } from './support/renderPage.tsx';

type Values = { orgname: string };

/** A dialog as the settings pages build one: useApiForm, a contract rule, a mutation. */
function CreateOrganization() {
  const [created, setCreated] = useState<string | null>(null);
  const create = $api.useMutation('post', '/organizations');
  const form = useApiForm<Values>({
    labels: { orgname: 'Organization name' },
    defaultValues: { orgname: '' },
  });
  const submit = form.submitWith(async (values) => {
    const result = await create.mutateAsync({ body: { orgname: values.orgname.trim() } });
    setCreated(result.response.orgname);
  });
  if (created) return <p>Created {created}</p>;
  return (
    <FormProvider {...form}>
      <FormDialog
        title="Create organization"
        form={form}
        onSubmit={(event) => void submit(event)}
        onClose={() => undefined}
        failureTitle="The organization was not created"
        submitLabel="Create organization"
      >
        <FormTextField<Values>
          label="Organization name"
          name="orgname"
          rules={contractRules(OrganizationCreateRules, 'orgname', 'Organization name')}
        />
      </FormDialog>
    </FormProvider>
  );
}

describe('FormDialog with useApiForm', () => {
  it("checks the contract, shows the server's refusal on its field, then succeeds", async () => {
    const { worker } = await renderPage(<CreateOrganization />);
    const name = page.getByRole('textbox', { name: 'Organization name' });
    await page.getByRole('button', { name: 'Create organization' }).click();
    await expect.element(page.getByText('Enter the organization name.')).toBeVisible();
    await expect.element(name).toHaveFocus();
    worker.use(
      http.post(
        '/api/v1/organizations',
        () =>
          HttpResponse.json(
            {
              error: {
                code: 'validation_failed',
                message: 'body.orgname is taken',
                details: [{ in: 'body', field: 'orgname', reason: 'is already taken' }],
              },
            },
            { status: 400 },
          ),
        { once: true },
      ),
    );
    await name.fill('Acme');
    await page.getByRole('button', { name: 'Create organization' }).click();
    await expect.element(page.getByText('Organization name is already taken.')).toBeVisible();
    await expect.element(page.getByText('The organization was not created')).toBeVisible();
    await name.fill('Acme Two');
    await page.getByRole('button', { name: 'Create organization' }).click();
    await expect.element(page.getByText('Created Acme Two')).toBeVisible();
  });
});
