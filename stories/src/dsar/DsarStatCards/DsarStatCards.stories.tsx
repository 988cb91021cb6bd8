import { DsarStatCards } from '@privacy-portal/ui/dsar/DsarStatCards';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, ready, storyChart } from './fixtures.ts';

const meta = {
  title: 'DSAR/DsarStatCards',
  component: DsarStatCards,
  args: {
    load: ready(storyChart()),
    links: {
      open: '/privacy/dsar/requests?status=open&property_id=1&oid=1&pid=1',
      overdue: '/privacy/dsar/requests?due=overdue&property_id=1&oid=1&pid=1',
      dueSoon: '/privacy/dsar/requests?due=soon&property_id=1&oid=1&pid=1',
    },
  },
} satisfies Meta<typeof DsarStatCards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const NothingClosed: Story = {
  args: { load: ready({ ...storyChart(), median_days_to_close: null, overdue: 0, due_soon: 0 }) },
};
export const Loading: Story = { args: { load: loading } };
export const Failed: Story = { args: { load: failed() } };
