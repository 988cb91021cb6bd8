import { PLAN_TYPE, withOidPid } from '@privacy-portal/sdk';
import {
  BannerCard,
  BlockingCard,
  InventoryCard,
  ScanCard,
  VendorsCard,
} from '@privacy-portal/ui/cookieConsent/DashboardCards';
import { PageIntro } from '../../../components/PageIntro.tsx';
import { pricingTabHref } from '../../../pages/billing/billing-links.ts';
import { useSession } from '../../../session/SessionProvider.tsx';
import page from '../../shared/page.module.css';
import { useBlockingSettings, useCookieCategories } from '../blocking/blocking.queries.ts';
import { ConsentInsights } from './ConsentInsights.tsx';
import styles from './CookieDashboard.module.css';
import { cardLoad } from './cardLoad.ts';
import { useConsentTotal } from './consents.queries.ts';
import {
  useBanner,
  useBannerVersions,
  useCookieTotals,
  useScannerStatus,
  useVendorCounts,
} from './dashboard.queries.ts';
import { type SetupStep, SetupSteps } from './SetupSteps.tsx';

/** The module's pages, as the side menu names them (portal-spec §2). */
const ROUTES = {
  inventory: '/cookie-consent/cookie-category/list',
  scanner: '/cookie-consent/cookie-category/scan-details',
  banner: '/cookie-consent/banner-configuration',
  blocking: '/cookie-consent/auto-cookie-blocking/enables',
  vendors: '/cookie-consent/manage-vendors',
  implementation: '/cookie-consent/banner-configuration/implementation',
} as const;

/**
 * /home/dashboard/cookie-consent — the module at a glance for the property: its cookie inventory, the
 * last scan, the banner visitors see, Auto Cookie Blocking and the vendors, each card linking to its
 * page; the first steps while a new property still needs them.
 */
export function CookieDashboardPage() {
  const { selection, property } = useSession();
  const pair = selection ? { oid: selection.oid, pid: selection.pid } : null;
  const href = (route: string) => withOidPid(route, selection?.oid, selection?.pid);

  const totals = useCookieTotals(pair);
  const categories = useCookieCategories(pair?.pid ?? null);
  const scanner = useScannerStatus(pair);
  const banner = useBanner(pair);
  const versions = useBannerVersions(pair);
  const blocking = useBlockingSettings(pair);
  const vendors = useVendorCounts(pair);
  const consents = useConsentTotal(pair?.pid ?? null);

  const inventory = cardLoad([totals, categories], () => ({
    published: totals.data?.published ?? 0,
    awaiting: totals.data?.awaiting ?? 0,
    categories: (categories.data ?? []).map((c) => ({ name: c.name, count: c.cookie_count })),
  }));
  const bannerLoad = cardLoad([banner, versions], () => {
    const current = banner.data;
    const list = versions.data ?? [];
    // The settings visitors see are the active version's; before the first publish, the draft's.
    const config = list.find((v) => v.active)?.config ?? current?.draft;
    return {
      publishedVersion: current?.published_version ?? null,
      lastPublishedAt: list[0]?.published_at ?? null,
      regulation: config?.regulation ?? 'gdpr',
      languages: config?.languages ?? [],
      defaultLanguage: config?.default_language ?? 'en',
    };
  });
  const blockingLoad = cardLoad([blocking, banner], () => ({
    allowed: banner.data?.features.includes('script_blocking') ?? false,
    enabled: blocking.data?.enabled ?? false,
    rules: blocking.data?.rules ?? 0,
    proposed: blocking.data?.proposed.length ?? 0,
  }));

  const steps: SetupStep[] | null =
    totals.data && scanner.data && banner.data
      ? [
          {
            label: 'Scan your site',
            hint: 'Find the cookies, storage and third-party scripts your pages use.',
            href: href(ROUTES.scanner),
            done: scanner.data.last !== null,
          },
          {
            label: 'Review the cookies',
            hint: 'Check each cookie’s category and purpose, then publish them to the banner.',
            href: href(`${ROUTES.inventory}?published=false`),
            done: totals.data.published > 0 && totals.data.awaiting === 0,
          },
          {
            label: 'Publish the banner',
            hint: 'Set its look, texts and regulation, then publish it.',
            href: href(ROUTES.banner),
            done: banner.data.published_version !== null,
          },
          {
            label: 'Add the snippet to your site',
            hint: 'One script tag, first in the head of every page.',
            href: href(ROUTES.implementation),
            done: consents.data === undefined ? null : consents.data > 0,
          },
        ]
      : null;
  // The steps stay until the site sends its first consent: the snippet's step is only done then.
  const noConsents = consents.data === 0;
  const showSteps =
    (steps?.slice(0, 3).some((step) => step.done === false) ?? false) || (steps !== null && noConsents);

  return (
    <div className={page.page}>
      <PageIntro
        title="Cookie Consent dashboard"
        description={
          property
            ? `Consents, cookies, scans, the banner and blocking of ${property.property_name} at a glance.`
            : 'Consents, cookies, scans, the banner and blocking of the property at a glance.'
        }
      />
      {showSteps && steps ? <SetupSteps steps={steps} /> : null}
      <ConsentInsights
        pid={pair?.pid ?? null}
        upgradeHref={pricingTabHref(PLAN_TYPE.cookieConsent, 'monthly', selection)}
      />
      <div className={styles.grid}>
        <InventoryCard
          load={inventory}
          href={href(ROUTES.inventory)}
          reviewHref={href(`${ROUTES.inventory}?published=false`)}
          scanHref={href(ROUTES.scanner)}
        />
        <ScanCard
          load={cardLoad([scanner], () => scanner.data as NonNullable<typeof scanner.data>)}
          href={href(ROUTES.scanner)}
          detailsHref={(job) => href(`${ROUTES.scanner}?job=${job.id}`)}
        />
        <BannerCard load={bannerLoad} href={href(ROUTES.banner)} />
        <BlockingCard
          load={blockingLoad}
          href={href(ROUTES.blocking)}
          upgradeHref={pricingTabHref(PLAN_TYPE.cookieConsent, 'monthly', selection)}
        />
        <VendorsCard
          load={cardLoad([vendors], () => vendors.data as NonNullable<typeof vendors.data>)}
          href={href(ROUTES.vendors)}
        />
      </div>
    </div>
  );
}
