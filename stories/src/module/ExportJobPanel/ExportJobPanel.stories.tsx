import { type ExportJob, ExportJobPanel } from '@privacy-portal/ui/module/ExportJobPanel';
import { RadioGroup } from '@privacy-portal/ui/RadioGroup';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const job = (extra: Partial<ExportJob> = {}): ExportJob => ({
  status: 'running',
  done: 120,
  total: 480,
  file_name: null,
  ...extra,
});

const meta = {
  title: 'Module/ExportJobPanel',
  component: ExportJobPanel,
  args: {
    job: null,
    scope: 'Exports the entries the filters show: from 1 Apr 2026 to 30 Apr 2026.',
    noun: ['entry', 'entries'],
    onStart: fn(),
  },
} satisfies Meta<typeof ExportJobPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A module's own choices (here a range) before the start button. */
export const WithChoices: Story = {
  args: {
    choices: (
      <RadioGroup
        label="Range"
        orientation="horizontal"
        options={[
          { value: 'month', label: 'This month' },
          { value: 'all', label: 'Everything' },
        ]}
        defaultValue="month"
      />
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Range' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onStart).toHaveBeenCalled();
  },
};

export const Running: Story = {
  args: { job: job() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Exporting entries' })).toBeVisible();
  },
};

export const Ready: Story = {
  args: {
    job: job({ status: 'succeeded', done: 480, file_name: 'entries-2026-04.csv' }),
    downloadUrl: 'data:text/csv,entry',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'Download entries-2026-04.csv' }),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  args: { job: job({ status: 'failed' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'The export failed. Start it again.',
    );
  },
};
