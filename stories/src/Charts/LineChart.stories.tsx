import { LineChart } from '@privacy-portal/ui/Charts';
import type { Meta, StoryObj } from '@storybook/react-vite';

interface Month {
  month: string;
  requests: number;
  completed: number;
}
const data: Month[] = [
  { month: 'Jan', requests: 12, completed: 9 },
  { month: 'Feb', requests: 18, completed: 15 },
  { month: 'Mar', requests: 9, completed: 9 },
  { month: 'Apr', requests: 24, completed: 17 },
  { month: 'May', requests: 30, completed: 26 },
  { month: 'Jun', requests: 21, completed: 20 },
];

const meta = {
  title: 'Basics/Charts/LineChart',
  component: LineChart<Month>,
  args: {
    title: 'DSAR requests',
    data,
    xKey: 'month',
    xLabel: 'Month',
    series: [
      { key: 'requests', label: 'Requests' },
      { key: 'completed', label: 'Completed' },
    ],
  },
} satisfies Meta<typeof LineChart<Month>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SingleSeries: Story = {
  args: { series: [{ key: 'requests', label: 'Requests' }], height: 200 },
};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = {
  args: { data: [], emptyMessage: 'No requests in this period' },
};
export const LongNames: Story = {
  args: {
    title: 'Data subject access requests received through all web forms of this organization',
    series: [
      { key: 'requests', label: 'Requests received through the default request form' },
      { key: 'completed', label: 'Requests completed within the statutory deadline' },
    ],
  },
};
export const Dark: Story = { parameters: { theme: 'dark' } };
