import { BarChart } from '@privacy-portal/ui/Charts';
import type { Meta, StoryObj } from '@storybook/react-vite';

interface Day {
  day: string;
  optIn: number;
  optOut: number;
}
const data: Day[] = [
  { day: 'Mon', optIn: 320, optOut: 40 },
  { day: 'Tue', optIn: 410, optOut: 52 },
  { day: 'Wed', optIn: 380, optOut: 61 },
  { day: 'Thu', optIn: 290, optOut: 33 },
  { day: 'Fri', optIn: 450, optOut: 70 },
];

const meta = {
  title: 'Basics/Charts/BarChart',
  component: BarChart<Day>,
  args: {
    title: 'Consent activity',
    data,
    xKey: 'day',
    xLabel: 'Day',
    series: [
      { key: 'optIn', label: 'Opt-in' },
      { key: 'optOut', label: 'Opt-out' },
    ],
  },
} satisfies Meta<typeof BarChart<Day>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Stacked: Story = { args: { stacked: true } };
export const Formatted: Story = {
  args: {
    series: [{ key: 'optIn', label: 'Opt-in rate' }],
    valueFormatter: (v) => `${(v / 10).toFixed(0)}%`,
    summary: 'Opt-in rate peaked on Friday at 45%.',
  },
};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { data: [] } };
export const LongNames: Story = {
  args: {
    title: 'Consent activity across all properties of the organization during the last week',
    data: data.map((d) => ({ ...d, day: `${d.day}day, the long name` })),
  },
};
export const Dark: Story = { parameters: { theme: 'dark' } };
