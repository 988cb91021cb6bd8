import { Checkbox } from '@privacy-portal/ui/Checkbox';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const meta = {
  title: 'Basics/Checkbox',
  component: Checkbox,
  args: { children: 'I accept the terms of service', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Checked: Story = { args: { defaultSelected: true } };

export const Indeterminate: Story = {
  args: { children: 'Select all properties', isIndeterminate: true },
};

export const WithDescription: Story = {
  args: { description: 'The terms state that you must be over 18.' },
};

export const WithError: Story = {
  args: { isRequired: true, errorMessage: 'Please accept the terms to continue' },
};

/** The terms checkbox stays disabled until the terms are scrolled to the end (spec). */
export const Disabled: Story = {
  args: { isDisabled: true, description: 'Scroll to the end of the terms to accept them.' },
};

export const LongLabel: Story = {
  args: {
    children:
      'I confirm that I am over 18 years old, that I have read the terms of service and the privacy policy, and that I accept them for my company and all of its organizations',
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
      <Checkbox {...args} />
      <Checkbox {...args} defaultSelected>
        Email me product updates
      </Checkbox>
      <Checkbox {...args} isIndeterminate>
        Select all properties
      </Checkbox>
      <Checkbox {...args} isDisabled>
        Disabled option
      </Checkbox>
      <Checkbox {...args} errorMessage="Please accept the terms to continue">
        I accept the privacy policy
      </Checkbox>
    </div>
  ),
  parameters: { theme: 'dark' },
};
