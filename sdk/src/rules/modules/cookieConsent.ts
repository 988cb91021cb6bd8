import type { ModuleDefinition } from './module-definition.ts';

/** Cookie Consent (portal-spec §2), licensed per property. */
export const cookieConsentModule: ModuleDefinition<'cookieConsent'> = {
  key: 'cookieConsent',
  label: 'Cookie Consent',
  licence: 'cookieConsent',
  scope: 'property',
  prefixes: ['/cookie-consent', '/home/dashboard/cookie-consent'],
  linkSegments: ['cookie'],
  quickStart: { index: 3, title: 'Cookie Consent Management' },
  pricingTab: true,
  tile: { description: 'Scan your sites for cookies, show a consent banner and keep proof of every choice.' },
  routes: [
    {
      path: '/home/dashboard/cookie-consent',
      title: 'Cookie Consent Dashboard',
      menu: { label: 'Dashboard', icon: 'dashboard' },
    },
    {
      path: '/cookie-consent/cookie-category/list',
      title: 'Cookie Category',
      menu: { label: 'Cookie Category', icon: 'list' },
    },
    {
      path: '/cookie-consent/banner-configuration',
      title: 'Cookie Banner',
      menu: { label: 'Cookie Banner', icon: 'banner' },
    },
    {
      path: '/cookie-consent/cookie-category/scan-details',
      title: 'Cookie Scanner',
      menu: { label: 'Cookie Scanner', icon: 'scan' },
    },
    {
      path: '/cookie-consent/auto-cookie-blocking/enables',
      title: 'Auto Cookie Blocking',
      menu: { label: 'Auto Cookie Blocking', icon: 'block' },
    },
    {
      path: '/cookie-consent/cookie-tracking',
      title: 'Consent Tracking',
      menu: { label: 'Consent Tracking', icon: 'chart' },
    },
    {
      path: '/cookie-consent/banner-configuration/implementation',
      title: 'Cookie Consent Implementation',
      menu: { label: 'Implementation', icon: 'code' },
    },
    {
      path: '/cookie-consent/manage-vendors',
      title: 'Manage Vendors',
      heading: 'Manage Vendors',
    },
  ],
};
