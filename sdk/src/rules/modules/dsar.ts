import type { ModuleDefinition } from './module-definition.ts';

/** DSAR (portal-spec §2), licensed per organization. */
export const dsarModule: ModuleDefinition<'dsar'> = {
  key: 'dsar',
  label: 'DSAR',
  licence: 'dsar',
  scope: 'organization',
  prefixes: ['/privacy/dsar', '/home/dashboard/ccpa-dsar'],
  linkSegments: ['privacy', 'webform', 'ccpa'],
  quickStart: { index: 4, title: 'Data Subjects Rights Management' },
  pricingTab: true,
  tile: {
    description: 'Take data subject requests through web forms and answer them on time with workflows.',
  },
  routes: [
    {
      path: '/home/dashboard/ccpa-dsar',
      title: 'DSAR Dashboard',
      menu: { label: 'Dashboard', icon: 'dashboard' },
    },
    {
      path: '/privacy/dsar/webforms',
      title: 'DSAR Webforms',
      menu: { label: 'Webforms', icon: 'form', alsoActiveOn: ['/privacy/dsar/dsarform'] },
    },
    {
      path: '/privacy/dsar/requests',
      title: 'DSAR Requests',
      menu: { label: 'Requests', icon: 'inbox', alsoActiveOn: ['/privacy/dsar/requests-details'] },
    },
    {
      path: '/privacy/dsar/workflows',
      title: 'DSAR Workflow',
      menu: { label: 'Workflow', icon: 'flow', alsoActiveOn: ['/privacy/dsar/createworkflow'] },
    },
    {
      path: '/privacy/dsar/templates',
      title: 'DSAR Custom Template',
      menu: { label: 'Custom Template', icon: 'document' },
    },
    {
      path: '/privacy/dsar/createworkflow',
      title: 'Create workflow',
      heading: 'Create Workflow',
    },
    {
      path: '/privacy/dsar/createworkflow/:id',
      title: 'Edit workflow',
      heading: 'Create Workflow',
    },
    { path: '/privacy/dsar/dsarform', title: 'Create webform', heading: 'Web Form' },
    { path: '/privacy/dsar/dsarform/:id', title: 'Edit webform', heading: 'Web Form' },
    {
      path: '/privacy/dsar/requests-details/:reqid/:companyid/:orgid/:propid/:formID',
      title: 'Request details',
      heading: 'Request Details',
    },
  ],
};
