import { FormEmbedSnippet } from '@privacy-portal/ui/dsar/FormEmbedSnippet';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

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
export const Published: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy embed code' }));
    await expect(args.copy).toHaveBeenCalledWith(
      expect.stringContaining('<iframe src="https://portal.test/privacy-request/demo-retail-privacy"'),
    );
  },
};

export const NotPublished: Story = { args: { publicUrl: null } };
