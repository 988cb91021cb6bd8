import { DsarTrendChart } from '@privacy-portal/ui/dsar/DsarTrendChart';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, ready, storyChart } from '../DsarStatCards/fixtures.ts';

const meta = {
  title: 'DSAR/DsarTrendChart',
  component: DsarTrendChart,
  args: { load: ready(storyChart(90).over_time) },
} satisfies Meta<typeof DsarTrendChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NinetyDays: Story = {};
export const Empty: Story = {
  args: { load: ready(storyChart(30).over_time.map((d) => ({ ...d, received: 0, closed: 0 }))) },
};
export const Loading: Story = { args: { load: loading } };
export const Failed: Story = { args: { load: failed() } };
