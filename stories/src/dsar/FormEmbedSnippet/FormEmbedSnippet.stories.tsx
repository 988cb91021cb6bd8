import { FormEmbedSnippet } from '@privacy-portal/ui/dsar/FormEmbedSnippet';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const meta = {
  title: 'DSAR/FormEmbedSnippet',
  component: FormEmbedSnippet,
  args: {
    publicUrl: 'https://portal.test/privacy-request/demo-retail-privacy',
    formName: 'Privacy request',
    languages: ['en', 'de'],
    copy: fn(async () => undefined),
  },
} satisfies Meta<typeof FormEmbedSnippet>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A published form's address and iframe; Copy takes the embed code. */
export const Published: Story = {};

export const NotPublished: Story = { args: { publicUrl: null } };
