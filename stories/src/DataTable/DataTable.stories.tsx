import { Button } from '@privacy-portal/ui/Button';
import { DataTable, type DataTableColumn } from '@privacy-portal/ui/DataTable';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

interface Property {
  id: string;
  name: string;
  domain: string;
  consents: number;
  created: Date;
  plan: string;
}

const properties: Property[] = [
  {
    id: 'p1',
    name: 'Marketing site',
    domain: 'www.example.com',
    consents: 1520,
    created: new Date(2024, 4, 3),
    plan: 'Business',
  },
  {
    id: 'p2',
    name: 'Help center',
    domain: 'help.example.com',
    consents: 312,
    created: new Date(2023, 10, 12),
    plan: 'Essentials',
  },
  {
    id: 'p3',
    name: 'Shop',
    domain: 'shop.example.com',
    consents: 9870,
    created: new Date(2025, 0, 20),
    plan: 'Enterprise',
  },
  {
    id: 'p4',
    name: 'Blog',
    domain: 'blog.example.com',
    consents: 45,
    created: new Date(2022, 6, 8),
    plan: 'Starter',
  },
];

const many: Property[] = Array.from({ length: 23 }, (_, i) => ({
  id: `m${i}`,
  name: `Property ${i + 1}`,
  domain: `site${i + 1}.example.com`,
  consents: (i * 37) % 100,
  created: new Date(2024, 0, i + 1),
  plan: i % 2 ? 'Business' : 'Starter',
}));

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

const columns: DataTableColumn<Property>[] = [
  { id: 'name', header: 'Name', value: (p) => p.name },
  { id: 'domain', header: 'Domain', value: (p) => p.domain },
  { id: 'consents', header: 'Consents', value: (p) => p.consents, align: 'end' },
  { id: 'created', header: 'Created', value: (p) => p.created, cell: (p) => dateFormat.format(p.created) },
  { id: 'plan', header: 'Plan', cell: (p) => p.plan },
];

const onEdit = fn();

const meta = {
  title: 'Basics/DataTable',
  component: DataTable<Property>,
  args: {
    caption: 'Properties',
    columns,
    rows: properties,
    getRowId: (p) => p.id,
    onSortChange: fn(),
    onPageChange: fn(),
  },
} satisfies Meta<typeof DataTable<Property>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const InitiallySorted: Story = {
  args: { initialSort: { columnId: 'created', direction: 'descending' } },
};
export const WithRowActions: Story = {
  args: {
    rowActions: (p) => (
      <Button size="sm" variant="secondary" aria-label={`Edit ${p.name}`} onPress={() => onEdit(p.id)}>
        Edit
      </Button>
    ),
  },
};
export const Paginated: Story = {
  args: { rows: many, pageSize: 5, caption: 'All properties' },
};
export const Loading: Story = {
  args: { loading: true },
};
export const Empty: Story = {
  args: { rows: [], emptyMessage: 'No properties yet. Create one to start collecting consent.' },
};
export const LongNames: Story = {
  args: {
    rows: [
      {
        id: 'l1',
        name: 'Assign this property to one of your purchased cookie consent subscriptions',
        domain:
          'www.a-very-long-property-name-for-the-marketing-department-of-an-international-organization.example',
        consents: 123456789,
        created: new Date(2024, 1, 29),
        plan: 'Business Plus',
      },
      ...properties,
    ],
  },
};
export const HiddenCaption: Story = { args: { captionHidden: true } };
export const Dark: Story = {
  args: {
    rowActions: (p) => (
      <Button size="sm" variant="secondary" aria-label={`Edit ${p.name}`}>
        Edit
      </Button>
    ),
    initialSort: { columnId: 'name', direction: 'ascending' },
  },
  parameters: { theme: 'dark' },
};
export const DarkLoading: Story = { args: { loading: true }, parameters: { theme: 'dark' } };
