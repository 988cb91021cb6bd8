import { Accordion, type AccordionItem } from '@privacy-portal/ui/Accordion';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

/** The Quick Start panel sections (spec). */
const sections: AccordionItem[] = [
  { id: '1', title: 'Getting Started', content: <p>Set up your company and your first organization.</p> },
  { id: '3', title: 'Cookie Consent Management', content: <p>Scan your site and publish the banner.</p> },
  {
    id: '4',
    title: 'Data Subjects Rights Management',
    content: <p>Create a request form and a workflow.</p>,
  },
  { id: '5', title: 'Consent Preference', content: <p>Configure the preference centre.</p> },
];

const meta = {
  title: 'Basics/Accordion',
  component: Accordion,
  args: { items: sections, onExpandedChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '300px' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Several sections may be open at once. */
export const Default: Story = {};

export const Expanded: Story = { args: { defaultExpandedKeys: ['1', '3'] } };

export const SingleOpen: Story = {
  args: { allowsMultipleExpanded: false, defaultExpandedKeys: ['1'] },
};

export const Keyboard: Story = {};

export const DisabledSection: Story = {
  args: { items: sections.map((s) => (s.id === '5' ? { ...s, isDisabled: true } : s)) },
};

export const LongTitles: Story = {
  args: {
    items: [
      {
        id: 'a',
        title:
          'Assign every property of this organization to one of your purchased cookie consent subscriptions',
        content: <p>Open billing and pick a subscription for each property.</p>,
      },
      ...sections,
    ],
    defaultExpandedKeys: ['a'],
  },
};

export const Dark: Story = { args: { defaultExpandedKeys: ['3'] }, parameters: { theme: 'dark' } };
