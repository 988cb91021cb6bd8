import { ICON_NAMES, Icon } from '@privacy-portal/ui/Icon';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Basics/Icon',
  component: Icon,
  args: { name: 'bell', size: 20 },
  argTypes: { name: { control: 'select', options: ICON_NAMES } },
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A decorative icon: hidden from assistive technology. */
export const Default: Story = {};

/** Every icon with its name, labelled so each one is findable by role. */
export const AllIcons: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
        gap: 'var(--pp-space-4)',
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {ICON_NAMES.map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 'var(--pp-space-2)' }}>
          <Icon name={name} size={args.size ?? 20} label={name} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
};

export const Large: Story = { args: { name: 'rocket', size: 48 } };

/** With a label the icon carries meaning on its own (no text next to it). */
export const Labelled: Story = {
  args: { name: 'warning', label: 'Warning' },
};

export const Dark: Story = { ...AllIcons, parameters: { theme: 'dark' } };
