import { ContactSalesForm } from '@privacy-portal/ui/ContactSalesForm';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { settled } from '../support/settled.ts';

const meta = {
  title: 'Billing/ContactSalesForm',
  component: ContactSalesForm,
  // Stories without their own play wait for the entry animation before the axe check.
  play: settled,
  args: { isOpen: true, email: 'ana.lopez@example.com', onSend: fn(), onCancel: fn() },
} satisfies Meta<typeof ContactSalesForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Send without a product is ignored and says why; choosing one sends the request. */
export const Validation: Story = {
  play: async ({ args }) => {
    // The modal fades in; under load a visibility check could otherwise land on its first frame.
    await settled();
    const body = within(document.body);
    await userEvent.click(body.getByRole('button', { name: 'Send' }));
    await expect(body.getByText('Product name is required')).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.click(body.getByRole('button', { name: /Product name/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Cookie Consent Enterprise' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.type(
      body.getByRole('textbox', { name: 'Additional Information' }),
      'We run 40 websites.',
    );
    await userEvent.click(body.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith({
      email: 'ana.lopez@example.com',
      productNames: ['Cookie Consent Enterprise'],
      additionalInfo: 'We run 40 websites.',
    });
  },
};
export const InvalidEmail: Story = {
  args: { email: 'ana.lopez@', defaultProductNames: ['Business'] },
  play: async () => {
    await settled();
    const body = within(document.body);
    await userEvent.click(body.getByRole('button', { name: 'Send' }));
    await expect(body.getByText('Please enter valid email')).toBeVisible();
  },
};
export const MissingEmail: Story = {
  args: { email: '', defaultProductNames: ['Business'] },
  play: async () => {
    await settled();
    const body = within(document.body);
    await userEvent.click(body.getByRole('button', { name: 'Send' }));
    await expect(body.getByText('Email is required')).toBeVisible();
  },
};
export const Prefilled: Story = {
  args: { defaultProductNames: ['Cookie Consent Enterprise', 'DSAR Enterprise'] },
};
export const ManyProducts: Story = {
  args: {
    email: 'procurement.department.for.the.european.subsidiaries@very-long-company-name.example.com',
    defaultProductNames: [
      'Cookie Consent Enterprise',
      'DSAR Enterprise',
      'Consent Preference Enterprise',
      'Social Fortuna Enterprise',
      'Business plus',
    ],
  },
};
export const Sending: Story = { args: { busy: true, defaultProductNames: ['Business'] } };
export const ErrorState: Story = {
  name: 'Error',
  args: { defaultProductNames: ['Business'], error: 'The request could not be sent. Try again later.' },
};
export const Dark: Story = { parameters: { theme: 'dark' }, args: { defaultProductNames: ['Essential'] } };
