import type { components } from '../generated/schema.ts';
import { consentPreferenceModule } from './modules/consentPreference.ts';
import { cookieConsentModule } from './modules/cookieConsent.ts';
import { dsarModule } from './modules/dsar.ts';
import type { ModuleDefinition } from './modules/module-definition.ts';

export type QuickStartLink = components['schemas']['QuickStartLink'];
export type QuickStartSection = components['schemas']['QuickStartSection'];

/** Links 1 and 17 are always openable; 17 (Connect to Systems, coming soon) does nothing. */
export const ALWAYS_OPEN_LINKS: readonly number[] = [1, 17];
export const COMING_SOON_LINK = 17;
/** Subscription links: a section holding one is accepted for the first-link rule. */
export const SUBSCRIPTION_LINKS: readonly number[] = [4, 5, 11, 18];
/** The subscription link of section 2; visiting it opens the first links of sections 2-5. */
export const SUBSCRIPTION_SECTION_LINK = 4;
export const OBSOLETE_LINK = 311;
export const COOKIE_SCANNER_LINK = 313;
/** Links that navigate; the others only signal the selected link to the app. */
export const NAVIGATING_LINKS: readonly number[] = [1, 2, 3, 5, 6, 11, 12, 18, 19];
/** Guided links that open a pricing tab and highlight its buttons. */
export const PRICING_TAB_OF_LINK: Readonly<Record<number, 'cookieConsent' | 'dsar' | 'consentPreference'>> = {
  5: 'cookieConsent',
  11: 'dsar',
  18: 'consentPreference',
};
export const GUIDED_LINKS: readonly number[] = [5, 6, 11, 12, 18, 19];
export const QUICKSTART_ALERT = 'Please complete the previous steps';

type LinkSeed = [linkid: number, link: string, text: string, navmenuid: number, guide: string];

function section(index: number, indextext: string, links: LinkSeed[]): QuickStartSection {
  return {
    index,
    indextext,
    quicklinks: links.map(([linkid, link, linkdisplaytext, navmenuid, guide]) => ({
      linkid,
      indexid: index,
      navmenuid,
      link,
      islinkclicked: false,
      isactualbtnclicked: false,
      linkdisplaytext,
      divguidetext: guide,
      tooltipdescription: guide,
    })),
  };
}

/** A module's section: its index and title come from the module registry. */
function moduleSection(module: ModuleDefinition, links: LinkSeed[]): QuickStartSection {
  if (!module.quickStart) throw new Error(`${module.key} has no Quick Start section`);
  return section(module.quickStart.index, module.quickStart.title, links);
}

const COOKIE_SCANNER: LinkSeed = [
  313,
  '/cookie-consent/cookie-category/scan-details',
  'Cookie Scanner',
  4,
  'Scan your website for cookies and trackers.',
];

/** The sections and link ids of portal-spec §3; section 2 (Subscription) is referenced but not shown. */
export const QUICKSTART_DEFAULT_SECTIONS: readonly QuickStartSection[] = [
  section(1, 'Getting Started', [
    [1, '/settings/company', 'Add Company details', 0, 'Start with your company name and address.'],
    [2, '/settings/organizations', 'Add Organization', 0, 'Create the organization that owns your websites.'],
    [
      3,
      '/settings/organizations/details',
      'Add Property',
      0,
      'Add a website (property) to your organization.',
    ],
  ]),
  moduleSection(cookieConsentModule, [
    [5, '/settings/billing/pricing', 'Add Cookie Consent subscription', 0, 'Choose a Cookie Consent plan.'],
    [
      6,
      '/settings/billing/manage',
      'Assign property to cookie consent subscription',
      0,
      'Assign your website to the subscription.',
    ],
    [
      7,
      '/cookie-consent/cookie-category/list',
      'Cookie Scan and Add Cookies',
      2,
      'Scan the website and review the cookies found.',
    ],
    [
      8,
      '/cookie-consent/banner-configuration',
      'Configure Cookie Banner',
      3,
      'Design the banner your visitors see.',
    ],
    COOKIE_SCANNER,
    [9, '/cookie-consent/cookie-tracking', 'Consent Tracking', 6, 'Follow the consents your visitors give.'],
    [10, '/home/dashboard/cookie-consent', 'Consent Dashboard', 1, 'See consent rates at a glance.'],
    [
      312,
      '/cookie-consent/banner-configuration/implementation',
      'Implementation',
      7,
      'Add the banner script to your website.',
    ],
  ]),
  moduleSection(dsarModule, [
    [11, '/settings/billing/pricing', 'Add DSAR subscription', 0, 'Choose a DSAR plan.'],
    [
      12,
      '/settings/billing/manage',
      'Assign organization to DSAR subscription',
      0,
      'Assign your organization to the subscription.',
    ],
    [13, '/privacy/dsar/workflows', 'Workflows', 4, 'Define how requests are handled.'],
    [14, '/privacy/dsar/webforms', 'Web Form', 2, 'Publish the request form on your website.'],
    [15, '/privacy/dsar/requests', 'DSAR Requests', 3, 'Answer the requests that come in.'],
    [16, '/home/dashboard/ccpa-dsar', 'DSAR Dashboard', 1, 'Watch deadlines and volumes.'],
    [17, '/', 'Connect to Systems (Coming Soon)', 0, 'Connect the systems that hold personal data.'],
  ]),
  moduleSection(consentPreferenceModule, [
    [
      18,
      '/settings/billing/pricing',
      'Add Consent Preference subscription',
      0,
      'Choose a Consent Preference plan.',
    ],
    [
      19,
      '/settings/billing/manage',
      'Assign property to consent preference subscription',
      0,
      'Assign your website to the subscription.',
    ],
    [20, '/', 'APIs for implementation', 9, 'Record consents from your own systems.'],
    [21, '/', 'Manage Consent Records', 2, 'Search and export consent records.'],
    [22, '/', 'Consent Preference Dashboard', 1, 'See preferences at a glance.'],
  ]),
];

/** Where each link goes today: a page that has arrived since a user's sections were stored replaces its '/'. */
const CURRENT_LINKS = new Map(
  QUICKSTART_DEFAULT_SECTIONS.flatMap((s) => s.quicklinks.map((l) => [l.linkid, l.link] as const)),
);

function currentLink(l: QuickStartLink): QuickStartLink {
  const now = CURRENT_LINKS.get(l.linkid);
  return l.link === '/' && now !== undefined && now !== '/' ? { ...l, link: now } : l;
}

/**
 * The load-time correction: obsolete link 311 leaves section 2; link 313 joins section 3 (after 8) when
 * missing; a link stored as '/' before its page existed points at the page.
 */
export function correctQuickStartSections(sections: readonly QuickStartSection[]): QuickStartSection[] {
  return sections.map((s) => {
    let quicklinks = s.quicklinks;
    if (quicklinks.some((l) => currentLink(l) !== l)) quicklinks = quicklinks.map(currentLink);
    if (s.index === 2) quicklinks = quicklinks.filter((l) => l.linkid !== OBSOLETE_LINK);
    if (s.index === 3 && !quicklinks.some((l) => l.linkid === COOKIE_SCANNER_LINK)) {
      const scanner = (QUICKSTART_DEFAULT_SECTIONS[1] as QuickStartSection).quicklinks.find(
        (l) => l.linkid === COOKIE_SCANNER_LINK,
      ) as QuickStartLink;
      const after = quicklinks.findIndex((l) => l.linkid === 8);
      const at = after === -1 ? quicklinks.length : after + 1;
      quicklinks = [...quicklinks.slice(0, at), { ...scanner }, ...quicklinks.slice(at)];
    }
    return quicklinks === s.quicklinks ? s : { ...s, quicklinks };
  });
}

const finished = (s: QuickStartSection) =>
  s.quicklinks.filter((l) => l.linkid !== COMING_SOON_LINK).every((l) => l.isactualbtnclicked);

/**
 * The order rule: a link opens only when the previous link of its section is completed. Links 1 and 17
 * always open. The first link of a later section needs the section before finished (link 17 excluded),
 * or link 4 visited; a section holding a subscription link (4, 5, 11, 18) is accepted.
 */
export function canOpenLink(
  sections: readonly QuickStartSection[],
  linkid: number,
  visitedLinks: readonly number[] = [],
): boolean {
  if (ALWAYS_OPEN_LINKS.includes(linkid)) return true;
  const sIndex = sections.findIndex((s) => s.quicklinks.some((l) => l.linkid === linkid));
  const current = sections[sIndex];
  if (!current) return false;
  const position = current.quicklinks.findIndex((l) => l.linkid === linkid);
  if (position > 0) return (current.quicklinks[position - 1] as QuickStartLink).isactualbtnclicked;
  const previous = sections[sIndex - 1];
  if (!previous) return true;
  if (finished(previous)) return true;
  if (visitedLinks.includes(SUBSCRIPTION_SECTION_LINK)) return true;
  return current.quicklinks.some((l) => SUBSCRIPTION_LINKS.includes(l.linkid));
}

/**
 * Where a link navigates (link 3 to the organization's details), or null when it only signals. A
 * pricing-tab link names itself in the query (?linkid=): the pricing page takes its tab from the URL,
 * so a link followed while the page is already open switches the tab too.
 */
export function quickStartLinkTarget(
  linkid: number,
  link: string,
  oid?: number | string | null,
): string | null {
  if (!NAVIGATING_LINKS.includes(linkid)) return null;
  if (linkid === 3) return oid ? `/settings/organizations/details/${oid}` : '/settings/organizations';
  if (PRICING_TAB_OF_LINK[linkid]) return `${link}?linkid=${linkid}`;
  return link;
}

export function pricingTabOfLink(linkid: number) {
  return PRICING_TAB_OF_LINK[linkid];
}

/** The sections with the link marked opened and completed (a link is completed once clicked). */
export function completeLink(sections: readonly QuickStartSection[], linkid: number): QuickStartSection[] {
  return sections.map((s) =>
    s.quicklinks.some((l) => l.linkid === linkid)
      ? {
          ...s,
          quicklinks: s.quicklinks.map((l) =>
            l.linkid === linkid ? { ...l, islinkclicked: true, isactualbtnclicked: true } : l,
          ),
        }
      : s,
  );
}

/** Default sections with the completion flags of stored (or submitted) sections carried over by link id. */
export function mergeQuickStartProgress(
  stored: readonly QuickStartSection[] | null | undefined,
): QuickStartSection[] {
  const flags = new Map<number, Pick<QuickStartLink, 'islinkclicked' | 'isactualbtnclicked'>>();
  for (const s of stored ?? []) {
    for (const l of s.quicklinks)
      flags.set(l.linkid, { islinkclicked: l.islinkclicked, isactualbtnclicked: l.isactualbtnclicked });
  }
  return correctQuickStartSections(QUICKSTART_DEFAULT_SECTIONS).map((s) => ({
    ...s,
    quicklinks: s.quicklinks.map((l) => ({ ...l, ...(flags.get(l.linkid) ?? {}) })),
  }));
}

/** What is kept per user for the guide. */
export interface StoredQuickStart {
  sections: readonly QuickStartSection[] | null | undefined;
  dismissed: boolean;
  visitedLinks: readonly number[] | null | undefined;
}

/**
 * GET /quickstart from what is stored: the load-time correction (311 out, 313 in) on every read, and
 * a dismissed guide moves to the top menu (isqstoplink follows isdismissed).
 */
export function quickStartState(stored: StoredQuickStart): components['schemas']['QuickStart'] {
  return {
    sections: mergeQuickStartProgress(stored.sections),
    isdismissed: stored.dismissed,
    isqstoplink: stored.dismissed,
    quickstart_visited_links: [...(stored.visitedLinks ?? [])],
  };
}
