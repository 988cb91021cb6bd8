import { COOKIE_CSV_TEMPLATE, CsvImportDialog } from '@privacy-portal/ui/cookieConsent/CsvImportDialog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { openDialog } from '../openDialog.ts';

const meta = {
  title: 'Cookie Consent/CsvImportDialog',
  component: CsvImportDialog,
  args: { isOpen: true, onImport: fn(), onCancel: fn() },
} satisfies Meta<typeof CsvImportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => openDialog('Import cookies from CSV');

/** Pick a file: it is read as text and counted, then imported. */
export const ChooseFile: Story = {
  play: async ({ args }) => {
    const form = within(await dialog());
    await expect(form.getByRole('button', { name: 'Import' })).toBeDisabled();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File([COOKIE_CSV_TEMPLATE], 'shop-cookies.csv', { type: 'text/csv' }));
    await expect(await form.findByText('shop-cookies.csv: 2 rows')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Import' }));
    await expect(args.onImport).toHaveBeenCalledWith({
      csv: COOKIE_CSV_TEMPLATE,
      file_name: 'shop-cookies.csv',
    });
  },
};

/** A file with bad rows: each named by row and column; nothing was written. */
export const RowErrors: Story = {
  args: {
    rowErrors: [
      { row: 3, column: 'category', reason: 'is not a category of this property (use a name or a key)' },
      { row: 5, column: 'domain', reason: 'must be a host name such as .demo-store.example' },
      { row: 5, column: 'duration', reason: 'is not a lifetime such as session, 30 days or 1 year' },
    ],
  },
  play: async () => {
    const form = within(await dialog());
    await expect(form.getByText('Nothing was imported')).toBeVisible();
    await expect(form.getAllByRole('row')).toHaveLength(4);
  },
};

export const Importing: Story = {
  args: { busy: true },
  play: async () => {
    const form = within(await dialog());
    await expect(form.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const FileRefused: Story = {
  args: { error: 'The file has no header row naming the columns.' },
  play: async () => {
    const form = within(await dialog());
    await expect(form.getByRole('alert')).toHaveTextContent('The file has no header row naming the columns.');
  },
};
