import { CsvImportDialog } from '@privacy-portal/ui/cookieConsent/CsvImportDialog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { dialogEntered } from '../openDialog.ts';

const meta = {
  title: 'Cookie Consent/CsvImportDialog',
  component: CsvImportDialog,
  args: { isOpen: true, onImport: fn(), onCancel: fn() },
  play: dialogEntered,
} satisfies Meta<typeof CsvImportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Pick a file: it is read as text and counted, then imported. */
export const ChooseFile: Story = {};

/** A file with bad rows: each named by row and column; nothing was written. */
export const RowErrors: Story = {
  args: {
    rowErrors: [
      { row: 3, column: 'category', reason: 'is not a category of this property (use a name or a key)' },
      { row: 5, column: 'domain', reason: 'must be a host name such as .demo-store.example' },
      { row: 5, column: 'duration', reason: 'is not a lifetime such as session, 30 days or 1 year' },
    ],
  },
};

export const Importing: Story = {
  args: { busy: true },
};

export const FileRefused: Story = {
  args: { error: 'The file has no header row naming the columns.' },
};
