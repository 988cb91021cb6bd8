import { DsarRegionChart } from '@privacy-portal/ui/dsar/DsarRegionChart';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { failed, loading, ready, STORY_REGIONS, STORY_STATE_NAMES } from '../DsarStatCards/fixtures.ts';

const meta = {
  title: 'DSAR/DsarRegionChart',
  component: DsarRegionChart,
  args: { load: ready(STORY_REGIONS), stateNames: STORY_STATE_NAMES },
} satisfies Meta<typeof DsarRegionChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};
export const Empty: Story = { args: { load: ready([]) } };
export const Loading: Story = { args: { load: loading } };
export const Failed: Story = { args: { load: failed() } };
