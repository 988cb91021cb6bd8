import { MobileNotice } from '@privacy-portal/ui/MobileNotice';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Shell/MobileNotice',
  component: MobileNotice,
  args: { portalName: 'Privacy Portal' },
} satisfies Meta<typeof MobileNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/Please open this page on a tablet or desktop/),
    ).toBeVisible();
  },
};
export const WithoutPortalName: Story = { args: { portalName: undefined } };
export const Dark: Story = { parameters: { theme: 'dark' } };
