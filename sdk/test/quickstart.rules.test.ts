import { describe, expect, it } from 'vitest';
import {
  canOpenLink,
  completeLink,
  correctQuickStartSections,
  mergeQuickStartProgress,
  pricingTabOfLink,
  QUICKSTART_DEFAULT_SECTIONS,
  type QuickStartSection,
  quickStartLinkTarget,
  quickStartState,
} from '../src/rules/quickstart.ts';

const ids = (sections: readonly QuickStartSection[]) =>
  sections.map((s) => [s.index, s.quicklinks.map((l) => l.linkid)]);
const sections = () => mergeQuickStartProgress(null);
const done = (list: QuickStartSection[], ...links: number[]) =>
  links.reduce((acc, id) => completeLink(acc, id), list);

describe('quick-start defaults', () => {
  it('has the four shown sections with the link ids of portal-spec §3', () => {
    expect(ids(QUICKSTART_DEFAULT_SECTIONS)).toEqual([
      [1, [1, 2, 3]],
      [3, [5, 6, 7, 8, 313, 9, 10, 312]],
      [4, [11, 12, 13, 14, 15, 16, 17]],
      [5, [18, 19, 20, 21, 22]],
    ]);
    expect(QUICKSTART_DEFAULT_SECTIONS.map((s) => s.indextext)).toEqual([
      'Getting Started',
      'Cookie Consent Management',
      'Data Subjects Rights Management',
      'Consent Preference',
    ]);
  });
});

describe('load-time correction', () => {
  it('removes the obsolete link 311 from section 2 and adds 313 to section 3 after link 8', () => {
    const stored: QuickStartSection[] = [
      {
        index: 2,
        indextext: 'Subscription',
        quicklinks: [
          { ...sections()[1]!.quicklinks[0]!, linkid: 311, indexid: 2 },
          { ...sections()[1]!.quicklinks[0]!, linkid: 4, indexid: 2 },
        ],
      },
      { ...sections()[1]!, quicklinks: sections()[1]!.quicklinks.filter((l) => l.linkid !== 313) },
    ];
    expect(ids(correctQuickStartSections(stored))).toEqual([
      [2, [4]],
      [3, [5, 6, 7, 8, 313, 9, 10, 312]],
    ]);
  });
  it('leaves a correct list as it is', () => {
    const list = sections();
    expect(correctQuickStartSections(list)).toEqual(list);
  });
  it('keeps the completion flags of stored links when merging with the defaults', () => {
    const merged = mergeQuickStartProgress(done(sections(), 1, 2));
    expect(merged[0]!.quicklinks.map((l) => l.isactualbtnclicked)).toEqual([true, true, false]);
  });
});

describe('order rule', () => {
  it('always opens links 1 and 17', () => {
    expect(canOpenLink(sections(), 1)).toBe(true);
    expect(canOpenLink(sections(), 17)).toBe(true);
  });
  it('opens a link only when the previous link of its section is completed', () => {
    expect(canOpenLink(sections(), 2)).toBe(false);
    expect(canOpenLink(done(sections(), 1), 2)).toBe(true);
    expect(canOpenLink(done(sections(), 1), 3)).toBe(false);
    expect(canOpenLink(sections(), 6)).toBe(false);
    expect(canOpenLink(done(sections(), 5), 6)).toBe(true);
  });
  it('accepts the first link of a section holding a subscription link (5, 11, 18)', () => {
    expect(canOpenLink(sections(), 5)).toBe(true);
    expect(canOpenLink(sections(), 11)).toBe(true);
    expect(canOpenLink(sections(), 18)).toBe(true);
  });
  it('opens a later first link without a subscription link only when the previous section is finished (17 excluded) or link 4 was visited', () => {
    const custom: QuickStartSection[] = [
      sections()[2]!,
      {
        index: 6,
        indextext: 'Extra',
        quicklinks: [{ ...sections()[0]!.quicklinks[1]!, linkid: 23, indexid: 6 }],
      },
    ];
    expect(canOpenLink(custom, 23)).toBe(false);
    expect(canOpenLink(custom, 23, [4])).toBe(true);
    // Every DSAR link but 17 completed finishes the section.
    expect(canOpenLink(done(custom, 11, 12, 13, 14, 15, 16), 23)).toBe(true);
    expect(canOpenLink(done(custom, 11, 12, 13, 14, 15), 23)).toBe(false);
  });
  it('refuses unknown links', () => {
    expect(canOpenLink(sections(), 999)).toBe(false);
  });
});

describe('navigation and pricing tabs', () => {
  it('navigates links 1, 2, 3, 5, 6, 11, 12, 18 and 19 only', () => {
    const navigating = sections()
      .flatMap((s) => s.quicklinks)
      .filter((l) => quickStartLinkTarget(l.linkid, l.link, 7) !== null)
      .map((l) => l.linkid);
    expect(navigating).toEqual([1, 2, 3, 5, 6, 11, 12, 18, 19]);
  });
  it('sends link 3 to the organization details of oid', () => {
    expect(quickStartLinkTarget(3, '/settings/organizations/details', 42)).toBe(
      '/settings/organizations/details/42',
    );
    expect(quickStartLinkTarget(1, '/settings/company', 42)).toBe('/settings/company');
    expect(quickStartLinkTarget(17, '/', 42)).toBeNull();
  });
  it('names a pricing-tab link in the pricing address, which the page reads its tab from', () => {
    expect(quickStartLinkTarget(5, '/settings/billing/pricing')).toBe('/settings/billing/pricing?linkid=5');
    expect(quickStartLinkTarget(18, '/settings/billing/pricing')).toBe('/settings/billing/pricing?linkid=18');
    expect(quickStartLinkTarget(6, '/settings/billing/manage')).toBe('/settings/billing/manage');
  });
  it('opens the pricing tab of links 5, 11 and 18', () => {
    expect([5, 11, 18, 6].map(pricingTabOfLink)).toEqual([
      'cookieConsent',
      'dsar',
      'consentPreference',
      undefined,
    ]);
  });
});

describe('the stored guide as GET /quickstart answers it', () => {
  it('corrects the stored list, keeps its completion flags, and hosts a dismissed guide in the top menu', () => {
    const stored = [
      {
        index: 2,
        indextext: 'Subscription',
        quicklinks: [{ ...sections()[0]!.quicklinks[0]!, linkid: 311 }],
      },
      ...done(sections(), 1),
    ];
    const state = quickStartState({ sections: stored, dismissed: true, visitedLinks: [1] });
    expect(ids(state.sections)).toEqual(ids(sections()));
    expect(state.sections[0]?.quicklinks[0]?.isactualbtnclicked).toBe(true);
    expect(state).toMatchObject({ isdismissed: true, isqstoplink: true, quickstart_visited_links: [1] });
    expect(quickStartState({ sections: null, dismissed: false, visitedLinks: null })).toMatchObject({
      isdismissed: false,
      isqstoplink: false,
      quickstart_visited_links: [],
    });
  });
});
