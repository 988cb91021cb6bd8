import { StatFigure, StatFigures } from '@privacy-portal/ui/module/StatFigures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Module/StatFigures',
  component: StatFigures,
  args: {
    children: (
      <>
        <StatFigure label="Received" value="48" hint="40 completed, 2 rejected in the period" />
        <StatFigure label="Overdue" value="3" hint="Past their due date" tone="error" />
        <StatFigure label="Due soon" value="5" hint="Within 7 days" tone="warning" />
      </>
    ),
  },
} satisfies Meta<typeof StatFigures>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Figures that need attention have a coloured edge; every one reads as a term and its value. */
export const WithTones: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term').map((t) => t.textContent)).toEqual([
      'Received',
      'Overdue',
      'Due soon',
    ]);
  },
};
