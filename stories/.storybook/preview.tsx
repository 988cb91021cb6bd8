import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
// Private path: react-aria exports no public way to reset its live announcer.
import { clearAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import '../../ui/src/theme/tokens.css';

const preview: Preview = {
  // A pending button's announcement points at its label; once the story unmounts, the next story's
  // axe run would see that dangling reference (role-img-alt). Each story starts with empty logs.
  beforeEach: () => {
    clearAnnouncer('assertive');
    clearAnnouncer('polite');
  },
  // Starts MSW (quietly, passing asset requests through); stories declare handlers in parameters.msw.
  loaders: [mswLoader()],
  parameters: {
    layout: 'padded',
    // Accessibility violations fail the story's test.
    a11y: { test: 'error' },
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'contrast', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [
    (Story, context) => {
      const theme =
        (context.parameters.theme as string | undefined) ?? (context.globals.theme as string) ?? 'light';
      document.documentElement.dataset.theme = theme;
      return <Story />;
    },
  ],
};

export default preview;
