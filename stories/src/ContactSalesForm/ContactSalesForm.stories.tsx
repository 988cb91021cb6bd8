import { ContactSalesForm } from '@privacy-portal/ui/ContactSalesForm';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
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

/** The errors show only after a Send (no prop sets them), so these stories press it; the ui test asserts them. */
async function pressSend(): Promise<void> {
  // The modal fades in; a click on its first frame could miss.
  await settled();
  await userEvent.click(within(document.body).getByRole('button', { name: 'Send' }));
}

export const Default: Story = {};

/** Send without a product is ignored and says why. */
export const Validation: Story = { play: pressSend };
export const InvalidEmail: Story = {
  args: { email: 'ana.lopez@', defaultProductNames: ['Business'] },
  play: pressSend,
};
export const MissingEmail: Story = {
  args: { email: '', defaultProductNames: ['Business'] },
  play: pressSend,
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
