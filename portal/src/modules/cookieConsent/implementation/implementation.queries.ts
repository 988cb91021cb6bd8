import type { Schemas } from '@privacy-portal/sdk';
import { $api } from '../../../lib/queryClient.ts';
import { useBanner, useBannerVersions } from '../dashboard/dashboard.queries.ts';

type Pair = { oid: number; pid: number };

export interface PublishedBanner {
  /** The version visitors see; null before the first publish. */
  version: number | null;
  publishedAt: string | null;
  /** The settings the snippet serves: the active version's, else the draft's (nothing is served yet). */
  config: Schemas['BannerConfig'];
  features: readonly Schemas['TierFeature'][];
}

/**
 * GET /consent/banner and /consent/banner-history: which version the snippet serves and its settings
 * (Google Consent Mode among them). One query state for the two calls.
 */
export function usePublishedBanner(pair: Pair | null) {
  const banner = useBanner(pair);
  const versions = useBannerVersions(pair);
  const data: PublishedBanner | undefined =
    banner.data && versions.data
      ? (() => {
          const active = versions.data.find((version) => version.active);
          return {
            version: banner.data.published_version,
            publishedAt: active?.published_at ?? null,
            config: active?.config ?? banner.data.draft,
            features: banner.data.features,
          };
        })()
      : undefined;
  const failed = banner.isError ? banner : versions.isError ? versions : null;
  return {
    data,
    error: failed?.error ?? null,
    isPending: data === undefined && failed === null,
    refetch: () => Promise.all([banner.refetch(), versions.refetch()]),
  };
}

/** GET /cookie-consent/installation: the snippet and where and how the script was last seen. */
export function useInstallation(pid: number | null) {
  return $api.useQuery(
    'get',
    '/cookie-consent/installation/{propId}',
    { params: { path: { propId: pid ?? 0 } } },
    { enabled: pid !== null, select: (body) => body.response },
  );
}
