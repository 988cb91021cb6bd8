import { FilterBar } from '@privacy-portal/ui/module/FilterBar';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

/** The bar's fields are the module's own; each sits in a labelled box. */
const meta = {
  title: 'Module/FilterBar',
  component: FilterBar,
  args: {
    legend: 'Filter the records',
    children: (
      <>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <label htmlFor="fb-from">From</label>
          <input id="fb-from" type="date" defaultValue="2026-04-01" />
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <label htmlFor="fb-status">Status</label>
          <select id="fb-status" defaultValue="">
            <option value="">Any</option>
            <option value="open">Open</option>
          </select>
        </div>
      </>
    ),
  },
} satisfies Meta<typeof FilterBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Filter the records' });
    await expect(within(group).getByLabelText('Status')).toBeVisible();
  },
};
