import { VendorDialog } from '@privacy-portal/ui/cookieConsent/VendorDialog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dialogEntered, openDialog } from '../openDialog.ts';

const CATEGORIES = [
  { id: 1, name: 'Strictly necessary' },
  { id: 2, name: 'Functional' },
  { id: 3, name: 'Analytics' },
  { id: 4, name: 'Marketing' },
];

const meta = {
  title: 'Cookie Consent/VendorDialog',
  component: VendorDialog,
  args: { categories: CATEGORIES, onSubmit: fn(), onClose: fn() },
  play: dialogEntered,
} satisfies Meta<typeof VendorDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (name: string) => within(await openDialog(name));

/** A vendor of your own, checked before it is sent. */
export const AddCustom: Story = {
  play: async ({ args }) => {
    const dialog = await dialogOf('Add a custom vendor');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Privacy policy address' }), 'trustpilot.com');
    await userEvent.click(dialog.getByRole('button', { name: 'Add vendor' }));
    await expect(dialog.getByText('Enter the vendor’s name.')).toBeVisible();
    await expect(dialog.getByText(/Enter an http or https address/)).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Name' }), 'Trustpilot');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Privacy policy address' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Cookies' }), '_tp_session, tp_uid');
    await userEvent.click(dialog.getByRole('button', { name: 'Add vendor' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      kind: 'custom',
      name: 'Trustpilot',
      purposes: [],
      privacy_policy_url: null,
      category_id: null,
      cookies: ['_tp_session', 'tp_uid'],
    });
  },
};

export const EditCustom: Story = {
  args: {
    vendor: {
      id: 1,
      kind: 'custom',
      name: 'Trustpilot',
      gvl_id: null,
      purposes: ['Collect and show product reviews'],
      privacy_policy_url: 'https://legal.trustpilot.com/for-reviewers/end-user-privacy-terms',
      category_id: 2,
      cookies: [],
      created_at: '2026-11-17T11:00:00.000Z',
    },
  },
};

/** An IAB TCF vendor: the list keeps its name, purposes and policy; its category and cookies are yours. */
export const EditListVendor: Story = {
  args: {
    vendor: {
      id: 3,
      kind: 'iab',
      name: 'Criteo SA',
      gvl_id: 91,
      purposes: ['Store and/or access information on a device', 'Measure advertising performance'],
      privacy_policy_url: 'https://www.criteo.com/privacy/',
      category_id: 4,
      cookies: ['cto_bundle'],
      created_at: '2026-11-17T11:00:00.000Z',
    },
  },
  play: async () => {
    const dialog = await dialogOf('Edit Criteo SA');
    await expect(dialog.getByText('IAB TCF 91')).toBeVisible();
    await expect(dialog.queryByRole('textbox', { name: 'Name' })).toBeNull();
  },
};

export const Refused: Story = {
  args: {
    error: 'Please correct the marked fields.',
    fieldErrors: { name: 'Name must be at most 200 characters.' },
  },
  play: async () => {
    const dialog = await dialogOf('Add a custom vendor');
    await expect(dialog.getByText('Name must be at most 200 characters.')).toBeVisible();
  },
};

export const Saving: Story = { args: { busy: true } };

export const Dark: Story = { parameters: { theme: 'dark' } };
