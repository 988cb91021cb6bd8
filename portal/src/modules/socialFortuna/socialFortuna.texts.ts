import type { ModuleTexts } from '../shared/moduleScreens.ts';

/** What socialFortuna's screens are for, shown on its landing until its own pages arrive (keys: its routes in the registry). */
export const socialFortunaTexts: ModuleTexts = {
  module: {
    headline: 'A social widget for your site',
    description:
      'Social Fortuna adds a widget to your site that invites visitors to follow and share, and counts what it brings in.',
  },
  screens: {
    '/social-fortuna/dashboard': {
      headline: 'Your widget’s results',
      description:
        'The Social Fortuna dashboard counts the widget’s views, follows and shares on the property and lists the versions you published.',
    },
    '/social-fortuna/configuration': {
      headline: 'How the widget looks and what it offers',
      description:
        'Choose the networks, texts, colours and position of the widget, then publish the configuration to the property.',
    },
    '/social-fortuna/setup': {
      headline: 'Put the widget on your site',
      description:
        'Copy the script tag for this property into your site and check here that the widget loads.',
    },
  },
};
