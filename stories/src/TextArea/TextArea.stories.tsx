import { TextArea } from '@privacy-portal/ui/TextArea';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';

const meta = {
  title: 'Basics/TextArea',
  component: TextArea,
  args: { label: 'Additional Information', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescription: Story = {
  args: { description: 'Optional. Tell sales about your sites and traffic.', placeholder: 'Your message' },
};

export const WithError: Story = {
  args: { label: 'Request details', isRequired: true, errorMessage: 'Request details are required' },
};

/** With `maxLength` and a controlled value the field counts characters. */
export const WithCounter: Story = {
  render: (args) => {
    const [value, setValue] = useState('');
    return <TextArea {...args} value={value} onChange={setValue} maxLength={200} />;
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'Sent on 3 March.', isDisabled: true },
};

export const LongText: Story = {
  args: {
    label: 'Describe the personal data you want us to delete, and every website where you shared it with us',
    defaultValue:
      'Please delete all data about me, including newsletter subscriptions, purchase history on https://www.an-extremely-long-domain-name-for-testing.example.com and any consent records.\n\nThank you.',
  },
};

export const Dark: Story = {
  args: { description: 'Optional.', errorMessage: 'Too long' },
  parameters: { theme: 'dark' },
};
