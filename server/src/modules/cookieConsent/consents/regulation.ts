/**
 * Which regulation a visitor gets: the banner's rule for their US state, else for their country,
 * else for the EEA (a rule for EU), else the banner's own regulation. Rules per region are a plan
 * feature (geo_targeting) and the US opt-out another (ccpa_opt_out): a banner saved on a higher plan
 * falls back to its own regulation when the plan no longer has them.
 */
import { EEA_COUNTRIES, type PlanTier } from '@privacy-portal/sdk';
import { type BannerConfig, tierAllows } from '@privacy-portal/sdk/cookie-consent';

type Regulation = BannerConfig['regulation'];

/** The European Economic Area (the sdk's list: the 27 EU members, Iceland, Liechtenstein and Norway). */
const EEA: ReadonlySet<string> = new Set(EEA_COUNTRIES);

export function regulationFor(
  config: Pick<BannerConfig, 'regulation' | 'regions'>,
  tier: PlanTier,
  place: { country: string | null; region: string | null },
): Regulation {
  if (!place.country || !config.regions.length || !tierAllows(tier, 'geo_targeting'))
    return config.regulation;
  const byRegion = new Map(config.regions.map((r) => [r.region.toUpperCase(), r.regulation]));
  const found =
    (place.region ? byRegion.get(place.region) : undefined) ??
    byRegion.get(place.country) ??
    (EEA.has(place.country) ? byRegion.get('EU') : undefined);
  if (!found) return config.regulation;
  if (found === 'us_opt_out' && !tierAllows(tier, 'ccpa_opt_out')) return config.regulation;
  return found;
}
