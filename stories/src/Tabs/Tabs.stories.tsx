import { type TabItem, Tabs } from '@privacy-portal/ui/Tabs';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';

/** The pricing page tabs (spec): Bundle and Custom, Custom with four product tabs. */
const productTabs: TabItem[] = [
  {
    id: 'cookie-consent',
    label: 'Cookie Consent',
    content: <p>Starter, Essentials, Professional, Enterprise</p>,
  },
  { id: 'dsar', label: 'DSAR', content: <p>Requests, workflows and web forms.</p> },
  { id: 'consent-preference', label: 'Consent Preference', content: <p>Preference centre.</p> },
  { id: 'social-fortuna', label: 'Social Fortuna', content: <p>Social plugin.</p> },
];
const planTabs: TabItem[] = [
  { id: 'bundle', label: 'Bundle', content: <p>Essential, Business, Business Plus, Enterprise</p> },
  { id: 'custom', label: 'Custom', content: <Tabs label="Products" items={productTabs} /> },
];

const meta = {
  title: 'Basics/Tabs',
  component: Tabs,
  args: { label: 'Pricing plans', items: planTabs, onSelectionChange: fn() },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const KeyboardNavigation: Story = {
  args: { items: productTabs, label: 'Products' },
};

/** The parent owns the selection, e.g. to preselect a tab from a stored plan. */
export const Controlled: Story = {
  render: (args) => {
    const [tab, setTab] = useState('custom');
    return <Tabs {...args} selectedKey={tab} onSelectionChange={setTab} />;
  },
};

export const DisabledTab: Story = {
  args: {
    items: [...productTabs.slice(0, 2), { ...productTabs[2]!, isDisabled: true }, productTabs[3]!],
    label: 'Products',
  },
};

export const LongNames: Story = {
  args: {
    label: 'Settings',
    items: [
      { id: 'a', label: 'Organization details and billing address', content: <p>Details</p> },
      { id: 'b', label: 'Team members and their roles across all properties', content: <p>Members</p> },
      { id: 'c', label: 'SMTP senders and verified email addresses', content: <p>Senders</p> },
      { id: 'd', label: 'Email templates for data subject requests', content: <p>Templates</p> },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
};

export const Dark: Story = { args: { items: productTabs, label: 'Products' }, parameters: { theme: 'dark' } };
