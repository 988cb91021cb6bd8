import type { Schemas } from '@privacy-portal/sdk';
import { NaturalEarth } from '@visx/geo';
import { useParentSize } from '@visx/responsive';
import type { ExtendedFeature } from '@visx/vendor/d3-geo';
import type { Feature, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world from 'world-atlas/countries-110m.json';
import styles from './CountryMap.module.css';
import { alpha2Of } from './isoNumeric.ts';

type Shape = Feature<Geometry, { name: string }>;

const topology = world as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
// Antarctica takes a sixth of the map and never chooses.
const SHAPES: Shape[] = (
  feature(topology, topology.objects.countries) as unknown as { features: Shape[] }
).features.filter((f) => f.properties.name !== 'Antarctica');

// fitSize is typed for one feature; d3-geo fits a collection as well.
const ALL = { type: 'FeatureCollection', features: SHAPES } as unknown as ExtendedFeature;

/** Share of the leading country → fill: the theme's primary mixed into the surface, so both themes work. */
const fillOf = (ratio: number) =>
  ratio <= 0
    ? 'var(--pp-color-surface-2)'
    : `color-mix(in srgb, var(--pp-color-primary) ${Math.round(15 + 85 * Math.sqrt(ratio))}%, var(--pp-color-surface))`;

/** The drawing of CountryMap, loaded with its shapes on first render. */
export function CountryMapPlot({
  countries,
  height,
}: {
  countries: readonly Schemas['ConsentCountry'][];
  height: number;
}) {
  const { parentRef, width } = useParentSize({ debounceTime: 50 });
  const byCode = new Map(countries.map((c) => [c.country, c.consents]));
  const most = Math.max(1, ...countries.map((c) => c.consents));
  return (
    <div ref={parentRef} className={styles.plot} style={{ height }}>
      {width > 0 ? (
        <svg width={width} height={height} aria-hidden="true" className={styles.surface}>
          <NaturalEarth<Shape> data={SHAPES} fitSize={[[width, height], ALL]}>
            {({ features }) =>
              features.map(({ feature: shape, path }) => {
                const code = alpha2Of(shape);
                const consents = code ? (byCode.get(code) ?? 0) : 0;
                return (
                  <path
                    key={`${shape.id ?? shape.properties.name}`}
                    d={path ?? ''}
                    fill={fillOf(consents / most)}
                    stroke="var(--pp-color-border)"
                    strokeWidth={0.5}
                    data-country={code ?? undefined}
                  />
                );
              })
            }
          </NaturalEarth>
        </svg>
      ) : null}
      <div className={styles.legend} aria-hidden="true">
        <span>Fewer consents</span>
        <span className={styles.scale} />
        <span>More</span>
      </div>
    </div>
  );
}
