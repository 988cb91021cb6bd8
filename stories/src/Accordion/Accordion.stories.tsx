import { Accordion, type AccordionItem } from '@privacy-portal/ui/Accordion';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

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
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Getting Started' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Consent Preference' }));
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(['1', '5']);
    await expect(canvas.getByText('Set up your company and your first organization.')).toBeVisible();
    await expect(canvas.getByText('Configure the preference centre.')).toBeVisible();
  },
};

export const Expanded: Story = { args: { defaultExpandedKeys: ['1', '3'] } };

export const SingleOpen: Story = {
  args: { allowsMultipleExpanded: false, defaultExpandedKeys: ['1'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cookie Consent Management' }));
    await expect(canvas.getByRole('button', { name: 'Getting Started' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Cookie Consent Management' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const DisabledSection: Story = {
  args: { items: sections.map((s) => (s.id === '5' ? { ...s, isDisabled: true } : s)) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Consent Preference' })).toBeDisabled();
  },
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
