import { FormDesignPanel } from '@privacy-portal/ui/dsar/FormDesignPanel';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { storyDefinition, withDefinition } from '../FormFieldList/withDefinition.tsx';

const Editing = withDefinition(FormDesignPanel);

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const meta = {
  title: 'DSAR/FormDesignPanel',
  component: Editing,
  args: { definition: storyDefinition(), onChange: fn() },
} satisfies Meta<typeof Editing>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's colours (#3968fa, #000000, #333333, #f0b323) and sizes (30, 13, 13): all readable. */
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Every text is readable on what is behind it.',
    );
  },
};

/** A pale welcome text: a warning with the nearest readable colour. */
export const LowContrast: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const welcome = canvas.getByRole('textbox', { name: 'Welcome text' });
    await userEvent.clear(welcome);
    await userEvent.type(welcome, '#c0c0c0');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('1 of 3 texts are hard to read'),
    );
    await userEvent.click(canvas.getByRole('button', { name: /for the welcome text$/ }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Every text is readable'));
  },
};

/** With a logo and a favicon uploaded, and the server's reason on a colour. */
export const WithImages: Story = {
  args: {
    definition: {
      ...storyDefinition(),
      settings: { ...storyDefinition().settings, logo: PIXEL, favicon: PIXEL },
    },
    errors: { 'settings.footerBackground': 'must be a colour such as #3968fa' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Current logo' })).toBeVisible();
    await expect(canvas.getByText('Footer must be a colour such as #3968fa.')).toBeVisible();
  },
};
