// The built-in banner texts and cookie category texts in English (en).
import type { LocaleDefaults } from './types.ts';

export const TEXTS: LocaleDefaults = {
  banner: {
    title: 'We value your privacy',
    message:
      'We use cookies and similar technologies to run this website, to measure how it is used and to personalise content and ads. Choose “Accept all” to allow them all, “Reject all” to allow only those the website needs to work, or “Preferences” to choose by category. You can change your choice at any time.',
    accept_all: 'Accept all',
    reject_all: 'Reject all',
    preferences: 'Preferences',
    save: 'Save my choices',
    do_not_sell: 'Do Not Sell or Share My Personal Information',
    privacy_policy_label: 'Privacy policy',
  },
  categories: {
    necessary: {
      name: 'Strictly necessary',
      description:
        'These cookies are needed for the website to work and cannot be switched off. They are usually set in response to your actions, such as setting your privacy preferences, logging in or filling in forms.',
    },
    functional: {
      name: 'Functional',
      description:
        'These cookies enable enhanced functionality and personalisation, such as remembering your language, region or other choices. If you do not allow them, some or all of these features may not work properly.',
    },
    analytics: {
      name: 'Analytics',
      description:
        'These cookies let us count visits and traffic sources so we can measure and improve the performance of our website. They help us see which pages are the most and least popular and how visitors move around the site.',
    },
    marketing: {
      name: 'Marketing',
      description:
        'These cookies may be set by us or our advertising partners to build a profile of your interests and show you relevant ads on other websites. They also help measure how well our advertising campaigns work.',
    },
    unclassified: {
      name: 'Unclassified',
      description:
        'These cookies have not been assigned to a category yet. We are reviewing them, together with their providers, to determine their purpose.',
    },
  },
};
