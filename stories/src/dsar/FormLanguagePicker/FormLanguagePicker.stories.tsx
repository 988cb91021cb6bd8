import { FormLanguagePicker } from '@privacy-portal/ui/dsar/FormLanguagePicker';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

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
export const ThreeLanguages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'EN English, default' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'AR Arabic, 1 problem' }));
    await expect(args.onChange).toHaveBeenCalledWith('ar');
  },
};
