import { FormLanguagePicker } from '@privacy-portal/ui/dsar/FormLanguagePicker';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const meta = {
  title: 'DSAR/FormLanguagePicker',
  component: FormLanguagePicker,
  args: {
    languages: ['en', 'de', 'ar'],
    value: 'en',
    onChange: fn(),
    errors: { 'texts.ar.labels.email': 'must not be empty' },
  },
} satisfies Meta<typeof FormLanguagePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three languages, English being edited, Arabic with a problem. */
export const ThreeLanguages: Story = {};
