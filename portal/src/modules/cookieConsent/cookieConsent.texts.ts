import type { ModuleTexts } from '../shared/moduleScreens.ts';

/** What cookieConsent's screens are for, shown on its landing until its own pages arrive (keys: its routes in the registry). */
export const cookieConsentTexts: ModuleTexts = {
  module: {
    headline: 'Consent for the cookies on your site',
    description:
      'Cookie Consent scans your property for cookies, sorts them into categories and shows visitors a banner that blocks non-essential cookies until they agree. Every choice is logged as proof of consent.',
  },
  screens: {
    '/home/dashboard/cookie-consent': {
      headline: 'Consent at a glance',
      description:
        'The cookie consent dashboard shows how visitors answer your banner: opt-in and opt-out rates over time, consents by country and the state of your last cookie scan.',
    },
    '/cookie-consent/cookie-category/list': {
      headline: 'Cookies sorted by purpose',
      description:
        'Every cookie found on the property is listed here under its category (necessary, functional, analytics, marketing) with its provider and lifetime. Visitors give or refuse consent per category.',
    },
    '/cookie-consent/banner-configuration': {
      headline: 'The banner your visitors see',
      description:
        'Choose the banner’s layout, colours, texts and buttons, and preview it in each language before you publish it to the property.',
    },
    '/cookie-consent/cookie-category/scan-details': {
      headline: 'Find the cookies your site sets',
      description:
        'Start or schedule a scan of the property’s pages and see each scan’s results: the cookies found, on which pages, and which are new since the last scan.',
    },
    '/cookie-consent/auto-cookie-blocking/enables': {
      headline: 'Block cookies until consent',
      description:
        'Turn on automatic blocking so that scripts setting non-essential cookies wait until the visitor consents to their category, without tagging each script by hand.',
    },
    '/cookie-consent/cookie-tracking': {
      headline: 'Proof of every consent',
      description:
        'The consent log records each visitor’s choice with its time, categories, country and banner version, so you can show what was agreed and when.',
    },
    '/cookie-consent/banner-configuration/implementation': {
      headline: 'Put the banner on your site',
      description:
        'Copy the script tag for this property into your site’s head, then check here that the banner loads on your pages.',
    },
    '/cookie-consent/manage-vendors': {
      headline: 'The vendors behind your cookies',
      description:
        'List the third parties whose cookies and scripts run on the property, so the banner can name them and visitors can accept or refuse each one.',
    },
  },
};
