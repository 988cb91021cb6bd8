import { Switch } from '@privacy-portal/ui/Switch';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const meta = {
  title: 'Basics/Switch',
  component: Switch,
  args: { children: 'Billed annually', onChange: fn() },
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const On: Story = { args: { defaultSelected: true } };

export const LabelFirst: Story = { args: { labelPosition: 'start', children: 'Dark theme' } };

export const Disabled: Story = {
  args: { isDisabled: true },
};

export const DisabledOn: Story = { args: { isDisabled: true, defaultSelected: true } };

export const LongLabel: Story = {
  args: {
    children:
      'Send a weekly summary of new data subject requests, consent changes and scan results for every property to all organization administrators',
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const Dark: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 'var(--pp-space-3)' }}>
      <Switch {...args} />
      <Switch {...args} defaultSelected>
        Dark theme
      </Switch>
      <Switch {...args} isDisabled>
        Disabled off
      </Switch>
      <Switch {...args} isDisabled defaultSelected>
        Disabled on
      </Switch>
    </div>
  ),
  parameters: { theme: 'dark' },
};
