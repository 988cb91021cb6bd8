import { DsarStatusChart } from '@privacy-portal/ui/dsar/DsarStatusChart';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, ready, storyChart } from '../DsarStatCards/fixtures.ts';

const meta = {
  title: 'DSAR/DsarStatusChart',
  component: DsarStatusChart,
  args: { load: ready(storyChart().by_status) },
} satisfies Meta<typeof DsarStatusChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Empty: Story = { args: { load: ready([]) } };
export const Loading: Story = { args: { load: loading } };
export const Failed: Story = { args: { load: failed() } };
