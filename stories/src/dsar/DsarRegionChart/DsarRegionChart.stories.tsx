import { DsarRegionChart } from '@privacy-portal/ui/dsar/DsarRegionChart';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { failed, loading, ready, STORY_REGIONS, STORY_STATE_NAMES } from '../DsarStatCards/fixtures.ts';

const meta = {
  title: 'DSAR/DsarRegionChart',
  component: DsarRegionChart,
  args: { load: ready(STORY_REGIONS), stateNames: STORY_STATE_NAMES },
} satisfies Meta<typeof DsarRegionChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('rowheader', { name: 'California, United States US-CA' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all 12 places' }));
    await expect(canvas.getByRole('rowheader', { name: 'Japan JP' })).toBeVisible();
  },
};
export const Empty: Story = { args: { load: ready([]) } };
export const Loading: Story = { args: { load: loading } };
export const Failed: Story = { args: { load: failed() } };
