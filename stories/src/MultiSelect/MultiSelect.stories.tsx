import { MultiSelect, type MultiSelectOption } from '@privacy-portal/ui/MultiSelect';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn, userEvent, within } from 'storybook/test';

const tiers = ['Starter', 'Essentials', 'Professional', 'Enterprise'];
/** The products offered in the contact-sales modal (spec). */
const products: MultiSelectOption[] = [
  ...['Cookie Consent', 'DSAR', 'Consent Preference', 'Social Fortuna'].flatMap((product) =>
    tiers.map((tier) => ({
      id: `${product}-${tier}`.toLowerCase().replaceAll(' ', '-'),
      label: `${product} ${tier}`,
    })),
  ),
  { id: 'essential', label: 'Essential' },
  { id: 'business', label: 'Business' },
  { id: 'business-plus', label: 'Business plus' },
];

const meta = {
  title: 'Basics/MultiSelect',
  component: MultiSelect,
  args: { label: 'Product name', options: products, placeholder: 'Select products', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem', minHeight: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MultiSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithSelection: Story = {
  args: { defaultValue: ['cookie-consent-professional', 'business-plus'] },
};

/** Contact-sales validation: the error comes in through props and clears once something is picked. */
export const WithError: Story = {
  args: { isRequired: true },
  render: (args) => {
    const [value, setValue] = useState<string[]>([]);
    return (
      <MultiSelect
        {...args}
        value={value}
        onChange={setValue}
        errorMessage={value.length ? undefined : 'Product name is required'}
      />
    );
  },
};

export const NamesInTrigger: Story = {
  args: { showTags: false, defaultValue: ['dsar-starter', 'social-fortuna-enterprise'] },
};

export const Empty: Story = { args: { options: [], placeholder: 'No products available' } };

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: ['business'] },
};

export const LongNames: Story = {
  args: {
    label: 'Products you want to upgrade for every property of this organization',
    options: [
      {
        id: 'a',
        label: 'Cookie Consent Enterprise for Demo Retail and all of its properties, billed annually',
      },
      { id: 'b', label: 'Data Subject Access Requests Professional with unlimited workflows and web forms' },
    ],
    defaultValue: ['a', 'b'],
  },
};

/** No prop opens the list, so this story clicks to show it; the ui test asserts the picking. */
export const Open: Story = {
  args: { defaultValue: ['dsar-essentials'] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Product name/ }));
    await within(document.body).findByRole('listbox', { name: 'Product name' });
  },
};

export const Dark: Story = {
  args: { defaultValue: ['dsar-essentials', 'business'], errorMessage: 'Product name is required' },
  parameters: { theme: 'dark' },
};

export const DarkOpen: Story = { ...Open, parameters: { theme: 'dark' } };
