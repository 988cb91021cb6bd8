import { CheckedForm, FormDialog, useFormErrors } from '@privacy-portal/ui/module/FormDialog';
import { TextField } from '@privacy-portal/ui/TextField';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

interface Args {
  busy: boolean;
  summary: string | null;
  onSubmit: (values: { name: string }) => void;
  onCancel: () => void;
}

/** A dialog with one checked field: the name is required. */
function TeamDialog({ busy, summary, onSubmit, onCancel }: Args) {
  const formId = useId();
  const [values, setValues] = useState({ name: '' });
  const form = useFormErrors<'name'>(undefined, summary);
  return (
    <FormDialog
      title="New team"
      isOpen
      busy={busy}
      formId={formId}
      submitLabel="Create team"
      onCancel={onCancel}
    >
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
    </FormDialog>
  );
}

const meta = {
  title: 'Module/FormDialog',
  component: TeamDialog,
  args: { busy: false, summary: null, onSubmit: fn(), onCancel: fn() },
} satisfies Meta<typeof TeamDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting empty shows the check's message; typing a name lets it through. */
export const Checked: Story = {
  play: async ({ args }) => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Create team' }));
    await expect(await body.findByText('Name is required.')).toBeVisible();
    await userEvent.type(body.getByRole('textbox', { name: 'Name' }), 'Privacy');
    await userEvent.click(body.getByRole('button', { name: 'Create team' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Privacy' });
  },
};

export const Refused: Story = { args: { summary: 'The plan allows 3 teams.' } };

export const Busy: Story = { args: { busy: true } };
