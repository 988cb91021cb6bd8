import type { Schemas } from '@privacy-portal/sdk';
import { lazy, Suspense } from 'react';
import { Loader } from '../../Loader/index.ts';
import { countryName } from '../ConsentPanel/format.ts';
import styles from './CountryMap.module.css';

export interface CountryMapProps {
  /** Countries of listConsentCountries. */
  countries: readonly Schemas['ConsentCountry'][];
  /** Map height in pixels; the width follows the container. */
  height?: number;
}

// The shapes of the world (world-atlas, 110m) and the projection (visx/geo, d3-geo) weigh more than
// the rest of the dashboard's charts: they come in their own chunk, after the page has drawn.
const CountryMapPlot = lazy(() =>
  import('./CountryMapPlot.tsx').then((m) => ({ default: m.CountryMapPlot })),
);

/**
 * A choropleth of the consents per country: the more consents, the darker. The drawing is one image
 * named by a sentence of the leading countries; the country table next to it is the full text alternative.
 */
export function CountryMap({ countries, height = 280 }: CountryMapProps) {
  const top = [...countries].sort((a, b) => b.consents - a.consents).slice(0, 3);
  const summary =
    top.length === 0
      ? 'World map: no consents yet.'
      : `World map of consents by country, most in ${top
          .map((c) => `${countryName(c.country)} (${c.consents.toLocaleString('en')})`)
          .join(', ')}. The table of consents by country lists every country.`;
  return (
    <div role="img" aria-label={summary} className={styles.map} style={{ minHeight: height }}>
      <Suspense
        fallback={
          <div className={styles.loading} style={{ height }}>
            <Loader label="Loading the map" />
          </div>
        }
      >
        <CountryMapPlot countries={countries} height={height} />
      </Suspense>
    </div>
  );
}
