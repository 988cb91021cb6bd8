import { TextField } from '@privacy-portal/ui/TextField';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';

const meta = {
  title: 'Basics/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email', placeholder: 'name@company.com', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescription: Story = {
  args: {
    label: 'Organization name',
    type: 'text',
    placeholder: undefined,
    description: 'Shown in the header menu.',
  },
};

export const Required: Story = {
  args: { isRequired: true },
};

/** Contact-sales form messages from the spec. */
export const WithError: Story = {
  args: { isRequired: true, errorMessage: 'Email is required' },
};

export const InvalidEmail: Story = {
  args: { defaultValue: 'owner@', errorMessage: 'Please enter valid email' },
};

/** The error follows the value, as a form would drive it. */
export const ValidationFlow: Story = {
  render: (args) => {
    const [value, setValue] = useState('');
    const error = !value
      ? 'Email is required'
      : /^\S+@\S+\.\S+$/.test(value)
        ? undefined
        : 'Please enter valid email';
    return <TextField {...args} value={value} onChange={setValue} errorMessage={error} />;
  },
};

export const Password: Story = {
  args: { label: 'Password', type: 'password', placeholder: undefined, isRequired: true },
};

/** The prefilled, disabled email of the contact-sales modal. */
export const Disabled: Story = {
  args: { defaultValue: 'owner@demo.test', isDisabled: true },
};

export const LongLabel: Story = {
  args: {
    type: 'text',
    label: 'Name of the person responsible for data protection at this organization and all its properties',
    placeholder: undefined,
    defaultValue: 'Maximilian Alexander von Hohenberg-Wittelsbach-Schwarzenfeld',
    errorMessage:
      'This name is longer than the data protection authority accepts on its registration form; please shorten it.',
  },
};

export const Dark: Story = {
  args: {
    description: 'We never share it.',
    errorMessage: 'Please enter valid email',
    defaultValue: 'owner@',
  },
  parameters: { theme: 'dark' },
};

export const DarkDisabled: Story = { ...Disabled, parameters: { theme: 'dark' } };
