import { ErrorPage } from '@privacy-portal/ui/ErrorPage';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Shell/ErrorPage',
  component: ErrorPage,
  args: { variant: '404' },
} satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(canvas.getByText("Oopps. The page you were looking for doesn't exist.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back To Home' })).toHaveAttribute('href', '/home/welcome');
  },
};
export const InternalServerError: Story = {
  args: { variant: '500' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Internal Server Error' })).toBeVisible();
    await expect(canvas.getByText('Oopps. There was an error, please try again later.')).toBeVisible();
  },
};
/** /error/errorpage?statuscode=503 */
export const WithStatusCode: Story = {
  args: { variant: '500', statusCode: 503, homeHref: '/home/welcome?oid=1&pid=2' },
};
export const Dark: Story = { parameters: { theme: 'dark' } };
export const DarkServerError: Story = { args: { variant: '500' }, parameters: { theme: 'dark' } };
