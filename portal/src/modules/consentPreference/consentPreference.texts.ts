import type { ModuleTexts } from '../shared/moduleScreens.ts';

/** What consentPreference's screens are for, shown on its landing until its own pages arrive (keys: its routes in the registry). */
export const consentPreferenceTexts: ModuleTexts = {
  module: {
    headline: 'What people agreed to hear from you',
    description:
      'Consent Preference gives people a place to choose which messages and data uses they accept, verifies their choice by email and keeps a record you can export as evidence.',
  },
  screens: {
    '/home/dashboard/consent-preference': {
      headline: 'Preferences at a glance',
      description:
        'The consent preference dashboard shows how many people opted in or out of each purpose over time and how many consents are still waiting for email verification.',
    },
    '/consent-preference/consent-records': {
      headline: 'Every consent, with its evidence',
      description:
        'Each person’s consents are listed with the purposes chosen, the legal notice shown, how it was verified and its history. Records and proofs can be exported.',
    },
    '/consent-preference/consent-management': {
      headline: 'The preference centre people see',
      description:
        'Build the preference centre: the purposes and channels people can choose, the texts and legal notices shown with them and the look of the page.',
    },
    '/consent-preference/jurisdiction': {
      headline: 'Rules by country and state',
      description:
        'Set which consent rules apply where, for example opt-in in the EU and opt-out in California, so each visitor sees the choices their law requires.',
    },
    '/consent-preference/consent-management/workflows': {
      headline: 'What happens after a choice',
      description:
        'Define what follows a new or changed consent: a verification email, an update to your connected systems or a notice to your team.',
    },
    '/consent-preference/subscription-consent-banner-configuration': {
      headline: 'A subscription banner for your site',
      description:
        'Design the banner that asks visitors to subscribe to your messages and records their consent with the purposes they chose.',
    },
    '/consent-preference/connection-integration': {
      headline: 'Keep your tools in step',
      description:
        'Connect your CRM and email tools so that consents given or withdrawn here reach them, and their unsubscribes come back.',
    },
    '/consent-preference/email-template': {
      headline: 'The emails people receive',
      description:
        'Write the verification and confirmation emails and choose the sender address they come from.',
    },
    '/consent-preference/setup': {
      headline: 'Put preferences on your site',
      description:
        'Copy the snippet or use the API for this property to show the preference centre and subscription banner on your site.',
    },
  },
};
