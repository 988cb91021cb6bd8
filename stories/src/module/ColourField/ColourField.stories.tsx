import { ColourField } from '@privacy-portal/ui/module/ColourField';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Module/ColourField',
  component: ColourField,
  args: { label: 'Accent', description: 'Buttons and links.', value: '#1a56db', onChange: fn() },
} satisfies Meta<typeof ColourField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Accent' });
    await userEvent.clear(field);
    await userEvent.type(field, '#39f');
    await expect(args.onChange).toHaveBeenLastCalledWith('#3399ff');
  },
};

export const Invalid: Story = { args: { errorMessage: 'Accent must be a colour such as #1a73e8.' } };

export const Disabled: Story = { args: { isDisabled: true } };
