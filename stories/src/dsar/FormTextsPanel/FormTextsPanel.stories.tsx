import { FormTextsPanel } from '@privacy-portal/ui/dsar/FormTextsPanel';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { storyDefinition, withDefinition } from '../FormFieldList/withDefinition.tsx';

const Editing = withDefinition(FormTextsPanel);

const meta = {
  title: 'DSAR/FormTextsPanel',
  component: Editing,
  args: { definition: storyDefinition(['en', 'ar']), onChange: fn(), language: 'en' },
} satisfies Meta<typeof Editing>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

/** Arabic: typed right to left. */
export const Arabic: Story = {
  args: { language: 'ar' },
};
