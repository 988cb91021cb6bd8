import type { ModuleDefinition } from './module-definition.ts';

/** Social Fortuna (portal-spec §2), licensed per property. */
export const socialFortunaModule: ModuleDefinition<'socialFortuna'> = {
  key: 'socialFortuna',
  label: 'Social Fortuna',
  licence: 'socialFortuna',
  scope: 'property',
  prefixes: ['/social-fortuna'],
  linkSegments: ['social-fortuna'],
  pricingTab: true,
  tile: {
    description:
      'Publish a social widget on your site that invites visitors to follow and share, and count the results.',
  },
  routes: [
    {
      path: '/social-fortuna/dashboard',
      title: 'Social Fortuna Dashboard',
      menu: { label: 'Dashboard', icon: 'dashboard' },
    },
    {
      path: '/social-fortuna/configuration',
      title: 'Social Fortuna Configuration',
      menu: { label: 'Configuration', icon: 'sliders' },
    },
    {
      path: '/social-fortuna/setup',
      title: 'Social Fortuna Implementation',
      menu: { label: 'Implementation', icon: 'code' },
    },
  ],
};
