import type { ModuleTexts } from '../shared/moduleScreens.ts';

/** What dataDiscovery's screens are for, shown on its landing until its own pages arrive (keys: its routes in the registry). */
export const dataDiscoveryTexts: ModuleTexts = {
  module: {
    headline: 'Where personal data lives',
    description:
      'Data Discovery connects to your databases and storage, scans them for personal data and reports what it found and where.',
  },
  screens: {
    '/data-discovery/reports': {
      headline: 'What the scans found',
      description:
        'Reports show where personal data was found in your connected systems, by data type and location, and how that changed between scans.',
    },
    '/data-discovery/connections': {
      headline: 'The systems to scan',
      description:
        'Connect databases, file stores and cloud services with read-only credentials so that discovery jobs can scan them.',
    },
    '/data-discovery/jobs': {
      headline: 'Scans, now and on a schedule',
      description:
        'Start discovery scans on your connections or schedule them, and follow each job’s progress.',
    },
  },
};
