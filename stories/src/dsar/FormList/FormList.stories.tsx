import type { Schemas } from '@privacy-portal/sdk';
import { FormList } from '@privacy-portal/ui/dsar/FormList';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';

const form = (id: number, extra: Partial<Schemas['FormSummary']>): Schemas['FormSummary'] => ({
  id,
  organization_id: 1,
  property_id: 1,
  name: `Form ${id}`,
  identifier: `form-${id}`,
  status: 'published',
  languages: ['en'],
  version: 1,
  requests: 0,
  public_url: `https://portal.test/privacy-request/form-${id}`,
  created_at: '2026-01-05T09:00:00.000Z',
  updated_at: '2026-02-01T09:00:00.000Z',
  published_at: '2026-02-01T09:00:00.000Z',
  ...extra,
});

const FORMS = [
  form(3, {
    name: 'Careers privacy',
    identifier: 'careers-privacy',
    status: 'draft',
    version: null,
    public_url: null,
    published_at: null,
  }),
  form(2, {
    name: 'California notice',
    identifier: 'ca-do-not-sell',
    status: 'changed',
    version: 3,
    requests: 12,
  }),
  form(1, {
    name: 'Privacy request',
    identifier: 'demo-retail-privacy',
    languages: ['en', 'de'],
    version: 2,
    requests: 198,
  }),
];

const meta = {
  title: 'DSAR/FormList',
  component: FormList,
  args: {
    forms: FORMS,
    editHref: (f) => `/privacy/dsar/dsarform/${f.id}?oid=1&pid=1`,
    onShare: fn(),
    onHistory: fn(),
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof FormList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A draft, a form with unpublished changes and a published one. */
export const Forms: Story = {};

export const Empty: Story = { args: { forms: [] } };

export const Loading: Story = { args: { forms: [], loading: true } };

/** A member who may only view. */
export const ReadOnly: Story = {
  args: { isDisabled: true },
};
