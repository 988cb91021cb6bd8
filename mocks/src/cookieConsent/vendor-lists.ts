/**
 * Small samples of the two vendor lists searchGlobalVendors reads: a few vendors of the IAB TCF Global
 * Vendor List (their real ids and names, with TCF v2.2 purpose names) and a few of Google's
 * ad-technology providers. The server keeps the whole lists (a GVL snapshot refreshed by a job); the
 * mocks need enough to search, add and show.
 */
import type { Schemas } from '@privacy-portal/sdk';
import type { MockVendorList } from './state.ts';

/** TCF v2.2 purposes, by id. */
const PURPOSES: Record<number, string> = {
  1: 'Store and/or access information on a device',
  2: 'Use limited data to select advertising',
  3: 'Create profiles for personalised advertising',
  4: 'Use profiles to select personalised advertising',
  5: 'Create profiles to personalise content',
  6: 'Use profiles to select personalised content',
  7: 'Measure advertising performance',
  8: 'Measure content performance',
  9: 'Understand audiences through statistics or combinations of data from different sources',
  10: 'Develop and improve services',
  11: 'Use limited data to select content',
};

const ADVERTISING = [1, 2, 3, 4, 7, 9, 10];

const iab = (
  gvl_id: number,
  name: string,
  purposes: number[],
  privacy_policy_url: string,
): Schemas['GlobalVendor'] => ({
  kind: 'iab',
  gvl_id,
  name,
  purposes: purposes.map((p) => PURPOSES[p] as string),
  privacy_policy_url,
});

const google = (gvl_id: number, name: string, privacy_policy_url: string): Schemas['GlobalVendor'] => ({
  kind: 'google',
  gvl_id,
  name,
  // Google's list names providers and their policies, not purposes.
  purposes: [],
  privacy_policy_url,
});

/** The sample's vendor list version. */
export const SAMPLE_GVL_VERSION = 98;

export function sampleVendorLists(): { iab: MockVendorList; google: MockVendorList } {
  return {
    iab: {
      version: SAMPLE_GVL_VERSION,
      vendors: [
        iab(755, 'Google Advertising Products', ADVERTISING, 'https://business.safety.google/privacy/'),
        iab(91, 'Criteo SA', ADVERTISING, 'https://www.criteo.com/privacy/'),
        iab(21, 'The Trade Desk', ADVERTISING, 'https://www.thetradedesk.com/general/privacy'),
        iab(32, 'Xandr, Inc.', ADVERTISING, 'https://www.xandr.com/privacy/platform-privacy-policy/'),
        iab(
          52,
          'Magnite, Inc.',
          [1, 2, 7, 9, 10],
          'https://www.magnite.com/legal/advertising-technology-privacy-policy/',
        ),
        iab(76, 'PubMatic, Inc.', [1, 2, 3, 4, 7, 9, 10], 'https://pubmatic.com/legal/privacy-policy/'),
        iab(10, 'Index Exchange Inc.', [1, 2, 7, 9, 10], 'https://www.indexexchange.com/privacy/'),
        iab(
          793,
          'Amazon Advertising',
          ADVERTISING,
          'https://www.amazon.com/gp/help/customer/display.html?nodeId=468496',
        ),
        iab(
          25,
          'Yahoo EMEA Limited',
          [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
          'https://legal.yahoo.com/ie/en/yahoo/privacy/index.html',
        ),
        iab(28, 'TripleLift, Inc.', [1, 2, 7, 9, 10], 'https://triplelift.com/privacy/'),
        iab(
          42,
          'Taboola Europe Limited',
          [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
          'https://www.taboola.com/policies/privacy-policy',
        ),
        iab(164, 'Outbrain UK Ltd', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'https://www.outbrain.com/privacy/'),
      ],
    },
    google: {
      // Google's provider list has no version number.
      version: null,
      vendors: [
        google(1205, 'Skimlinks', 'https://skimlinks.com/privacy-policies/'),
        google(89, 'Tapjoy', 'https://www.tapjoy.com/legal/advertisers/privacy-policy/'),
        google(108, 'Rich Audience', 'https://richaudience.com/privacy/'),
        google(149, 'Adelaide Metrics', 'https://www.adelaidemetrics.com/privacy'),
        google(1097, 'Klaviyo', 'https://www.klaviyo.com/legal/privacy-notice'),
        google(1301, 'Pinterest', 'https://policy.pinterest.com/privacy-policy'),
      ],
    },
  };
}
