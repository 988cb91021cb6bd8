import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
// Private path: react-aria exports no public way to reset its live announcer.
import { clearAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { configure } from 'storybook/test';
import '../../ui/src/theme/tokens.css';

// findBy*/waitFor in play functions wait up to 5 s, not 1 s: on a busy 2-core machine (the whole test
// run at once) a lazily loaded piece (the login machine, a dialog) can take longer than a second to
// arrive from the dev server; a story that is really broken still fails, 5 s later.
configure({ asyncUtilTimeout: 5000 });

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
