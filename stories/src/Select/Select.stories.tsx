import { Select, type SelectOption } from '@privacy-portal/ui/Select';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent } from 'storybook/test';

const countries: SelectOption[] = [
  { id: 'de', label: 'Germany' },
  { id: 'fr', label: 'France' },
  { id: 'it', label: 'Italy' },
  { id: 'es', label: 'Spain' },
  { id: 'us', label: 'United States' },
];

const meta = {
  title: 'Basics/Select',
  component: Select,
  args: { label: 'Country', options: countries, placeholder: 'Choose a country', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem', minHeight: '18rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The open list, reached by keyboard. */
export const Open: Story = {
  args: { defaultValue: 'fr' },
  // Select has no open prop: the list can only be shown by opening it.
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
  },
};

export const WithDescription: Story = {
  args: { description: 'Where the data subject lives.', isRequired: true },
};

export const WithError: Story = {
  args: { isRequired: true, errorMessage: 'Country is required' },
};

/** Nothing to choose from: react-aria keeps the list closed, so the placeholder should say why. */
export const Empty: Story = {
  args: { options: [], placeholder: 'No countries available' },
};

export const DisabledOption: Story = {
  args: { options: countries.map((c) => (c.id === 'us' ? { ...c, isDisabled: true } : c)) },
};

export const Disabled: Story = {
  args: { defaultValue: 'de', isDisabled: true },
};

export const LongNames: Story = {
  args: {
    label: 'Assign this property to one of your purchased cookie consent subscriptions',
    options: [
      {
        id: 'a',
        label: 'Cookie Consent Professional — yearly — Demo Retail / https://www.demo-store.example.com',
      },
      { id: 'b', label: 'Cookie Consent Enterprise — monthly — Demo Health / Demo Clinic main website' },
    ],
    defaultValue: 'a',
    placeholder: 'Choose a subscription',
  },
};

export const Dark: Story = {
  args: {
    defaultValue: 'de',
    errorMessage: 'Country is required',
    description: 'Where the data subject lives.',
  },
  parameters: { theme: 'dark' },
};

export const DarkOpen: Story = { ...Open, parameters: { theme: 'dark' } };
