import { RadioGroup, type RadioOption } from '@privacy-portal/ui/RadioGroup';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const subjects: RadioOption[] = [
  { value: 'customer', label: 'Customer' },
  { value: 'employee', label: 'Employee' },
  { value: 'vendor', label: 'Vendor' },
];

const meta = {
  title: 'Basics/RadioGroup',
  component: RadioGroup,
  // 'I am a' is the subject-type radio of the default request form (spec).
  args: { label: 'I am a', options: subjects, onChange: fn() },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'customer' } };

export const Required: Story = {
  args: { isRequired: true, description: 'Pick the one that fits best.' },
};

export const WithError: Story = {
  args: { isRequired: true, errorMessage: 'Please choose who you are' },
};

export const DisabledOption: Story = {
  args: { options: [...subjects, { value: 'other', label: 'Other (not available)', isDisabled: true }] },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'customer' },
};

export const LongLabels: Story = {
  args: {
    label: 'Which request do you want to make about the personal data we hold about you?',
    options: [
      {
        value: 'access',
        label: 'Access: send me a copy of all personal data you hold about me, in a portable format',
      },
      {
        value: 'delete',
        label: 'Deletion: erase all personal data about me from every system, including backups',
      },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '26rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const Dark: Story = {
  args: {
    defaultValue: 'customer',
    errorMessage: 'Please choose who you are',
    options: [...subjects, { value: 'other', label: 'Other', isDisabled: true }],
  },
  parameters: { theme: 'dark' },
};
