import { TextField } from '@privacy-portal/ui/TextField';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

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

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'owner@demo.test');
    await expect(args.onChange).toHaveBeenLastCalledWith('owner@demo.test');
  },
};

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
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toBeRequired();
  },
};

/** Contact-sales form messages from the spec. */
export const WithError: Story = {
  args: { isRequired: true, errorMessage: 'Email is required' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeInvalid();
    await expect(canvas.getByText('Email is required')).toBeVisible();
  },
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Email is required')).toBeVisible();
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'owner@');
    await expect(canvas.getByText('Please enter valid email')).toBeVisible();
    await userEvent.type(input, 'demo.test');
    await expect(input).toBeValid();
    await expect(canvas.queryByText('Please enter valid email')).toBeNull();
  },
};

export const Password: Story = {
  args: { label: 'Password', type: 'password', placeholder: undefined, isRequired: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
  },
};

/** The prefilled, disabled email of the contact-sales modal. */
export const Disabled: Story = {
  args: { defaultValue: 'owner@demo.test', isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
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
