import { QuickStartButton } from '@privacy-portal/ui/QuickStartButton';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const meta = {
  title: 'Shell/QuickStartButton',
  component: QuickStartButton,
  args: { onPress: fn() },
} satisfies Meta<typeof QuickStartButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Floating: Story = { args: { floating: true } };
export const Dark: Story = { parameters: { theme: 'dark' } };
