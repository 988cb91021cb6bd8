import type { ModuleTexts } from '../shared/moduleScreens.ts';

/** What ropa's screens are for, shown on its landing until its own pages arrive (keys: its routes in the registry). */
export const ropaTexts: ModuleTexts = {
  module: {
    headline: 'Your record of processing activities',
    description:
      'ROPA keeps the record that GDPR article 30 asks for: each processing activity with its purpose, legal basis, the assets it uses and the parties involved.',
  },
  screens: {
    '/ropa/activity': {
      headline: 'Your processing activities',
      description:
        'Record each processing activity with its purpose, legal basis, the data and people concerned, retention period and the assets and parties involved.',
    },
    '/ropa/assets': {
      headline: 'Systems that hold personal data',
      description:
        'List the applications, databases and files used in your processing, with their owner, location and the safeguards in place.',
    },
    '/ropa/entity/vendors': {
      headline: 'Processors working for you',
      description:
        'Record the vendors that process personal data on your behalf, their contracts and where they transfer data.',
    },
    '/ropa/entity/customers': {
      headline: 'Customers you process data for',
      description: 'Record the customers for whom you act as a processor and the processing you do for each.',
    },
    '/ropa/entity/companies': {
      headline: 'Your group companies',
      description:
        'Record the companies of your group that share personal data, their roles and their locations.',
    },
    '/ropa/entity/others': {
      headline: 'Other parties',
      description: 'Record any other recipients of personal data, such as authorities, auditors or advisers.',
    },
    '/ropa/policies': {
      headline: 'Policies behind your processing',
      description:
        'Keep the retention, security and privacy policies that your processing activities refer to, with their versions.',
    },
  },
};
