import type { ModuleDefinition } from './module-definition.ts';

/**
 * Data Discovery (portal-spec §2). The spec names no licence for it (setup guard only) and leaves its
 * links out of the link-access rule; connections belong to the organization.
 */
export const dataDiscoveryModule: ModuleDefinition<'dataDiscovery'> = {
  key: 'dataDiscovery',
  label: 'Data Discovery',
  scope: 'organization',
  prefixes: ['/data-discovery'],
  linkSegments: [],
  pricingTab: false,
  tile: {
    description: 'Connect your systems and find where personal data is stored, with reports per scan.',
  },
  routes: [
    {
      path: '/data-discovery/reports',
      title: 'Data Discovery Reports',
      menu: { label: 'Reports', icon: 'chart' },
    },
    {
      path: '/data-discovery/connections',
      title: 'Data Discovery Connections',
      menu: { label: 'Connections', icon: 'link' },
    },
    {
      path: '/data-discovery/jobs',
      title: 'Data Discovery Jobs',
      menu: { label: 'Jobs', icon: 'clock' },
    },
  ],
};
