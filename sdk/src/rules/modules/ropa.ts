import type { ModuleDefinition } from './module-definition.ts';

/**
 * ROPA (portal-spec §2). The spec names no licence for it (setup guard only) and leaves its links out
 * of the link-access rule; its records belong to the organization.
 */
export const ropaModule: ModuleDefinition<'ropa'> = {
  key: 'ropa',
  label: 'ROPA',
  scope: 'organization',
  prefixes: ['/ropa'],
  linkSegments: [],
  pricingTab: false,
  tile: {
    description: 'Keep your record of processing activities with the assets, parties and policies behind it.',
  },
  routes: [
    {
      path: '/ropa/activity',
      title: 'Processing Activities',
      menu: { label: 'Processing Activities', icon: 'flow' },
    },
    {
      path: '/ropa/assets',
      title: 'Assets',
      menu: { label: 'Assets', icon: 'database' },
    },
    {
      path: '/ropa/entity/vendors',
      title: 'Vendors',
      menu: { label: 'Vendors', icon: 'building' },
    },
    {
      path: '/ropa/entity/customers',
      title: 'Customers',
      menu: { label: 'Customers', icon: 'people' },
    },
    {
      path: '/ropa/entity/companies',
      title: 'Companies',
      menu: { label: 'Companies', icon: 'building' },
    },
    {
      path: '/ropa/entity/others',
      title: 'Others',
      menu: { label: 'Others', icon: 'people' },
    },
    {
      path: '/ropa/policies',
      title: 'Policies',
      menu: { label: 'Policies', icon: 'document' },
    },
  ],
};
