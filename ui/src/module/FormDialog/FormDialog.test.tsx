import { useId, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TextField } from '../../TextField/index.ts';
import { CheckedForm } from './CheckedForm.tsx';
import { FormDialog } from './FormDialog.tsx';
import { useFormErrors } from './useFormErrors.ts';

interface Values {
  name: string;
}

function NameForm({
  formId,
  serverErrors,
  summary,
  onSubmit,
}: {
  formId: string;
  serverErrors?: Partial<Record<'name', string>>;
  summary?: string | null;
  onSubmit: (values: Values) => void;
}) {
  const [values, setValues] = useState<Values>({ name: '' });
  const form = useFormErrors<'name'>(serverErrors, summary);
  return (
    <CheckedForm
      id={formId}
      label="The team"
      values={values}
      form={form}
      validate={(v) => (v.name.trim() === '' ? { name: 'Name is required.' } : {})}
      onSubmit={onSubmit}
      summary={summary}
      summaryTitle="The team was not saved"
    >
      <TextField
        label="Name"
        value={values.name}
        onChange={(name) => {
          setValues({ name });
          form.edited('name');
        }}
        errorMessage={form.errors.name}
      />
    </CheckedForm>
  );
}

function Harness(props: {
  busy?: boolean;
  serverErrors?: Partial<Record<'name', string>>;
  summary?: string | null;
  onSubmit: (values: Values) => void;
  onCancel: () => void;
}) {
  const formId = useId();
  return (
    <FormDialog
      title="New team"
      isOpen
      busy={props.busy ?? false}
      formId={formId}
      submitLabel="Create team"
      onCancel={props.onCancel}
    >
      <NameForm formId={formId} {...props} />
    </FormDialog>
  );
}

describe('FormDialog with a CheckedForm', () => {
  it('checks on submit, focuses the invalid field, and submits once it passes', async () => {
    const onSubmit = vi.fn();
    await render(<Harness onSubmit={onSubmit} onCancel={vi.fn()} />);
    await expect.element(page.getByRole('dialog', { name: 'New team' })).toBeVisible();
    await page.getByRole('button', { name: 'Create team' }).click();
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect.element(page.getByText('Name is required.')).toBeVisible();
    await expect.element(name).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('Privacy');
    await expect.element(page.getByText('Name is required.')).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Privacy' });
  });

  it('shows the server’s refusal above the fields and its field message', async () => {
    await render(
      <Harness
        summary="The plan allows 3 teams."
        serverErrors={{ name: 'Name is taken.' }}
        onSubmit={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    const refusal = page.getByRole('alert').filter({ hasText: 'The team was not saved' });
    await expect.element(refusal).toHaveTextContent('The plan allows 3 teams.');
    await expect.element(page.getByText('Name is taken.')).toBeVisible();
    await expect.element(page.getByRole('form', { name: 'The team' })).toBeVisible();
  });

  it('cancels by Escape, but not while busy', async () => {
    const onCancel = vi.fn();
    const { rerender } = await render(<Harness busy onSubmit={vi.fn()} onCancel={onCancel} />);
    await expect.element(page.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    await rerender(<Harness onSubmit={vi.fn()} onCancel={onCancel} />);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
