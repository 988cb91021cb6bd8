import { DsarTypeChart } from '@privacy-portal/ui/dsar/DsarTypeChart';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, ready, storyChart } from '../DsarStatCards/fixtures.ts';

const meta = {
  title: 'DSAR/DsarTypeChart',
  component: DsarTypeChart,
  args: { load: ready(storyChart().by_type) },
} satisfies Meta<typeof DsarTypeChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Empty: Story = { args: { load: ready([]) } };
export const Loading: Story = { args: { load: loading } };
export const Failed: Story = { args: { load: failed() } };
