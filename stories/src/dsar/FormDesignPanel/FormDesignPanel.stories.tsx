import { FormDesignPanel } from '@privacy-portal/ui/dsar/FormDesignPanel';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
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
export const Defaults: Story = {};

/** A pale welcome text: a warning with the nearest readable colour. */
export const LowContrast: Story = {
  args: {
    definition: {
      ...storyDefinition(),
      settings: { ...storyDefinition().settings, welcomeColor: '#c0c0c0' },
    },
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
};
