import type { Schemas } from '@privacy-portal/sdk';
import { RankedTable } from '../../module/RankedTable/index.ts';
import { countryName, formatRate, share } from '../ConsentPanel/format.ts';

export interface CountryTableProps {
  /** Countries of listConsentCountries, most consents first. */
  countries: readonly Schemas['ConsentCountry'][];
  /** Rows shown before 'Show all' (default 10). */
  initialRows?: number;
}

/**
 * Consents by country, most first: the country's name in English (Intl.DisplayNames), its consents,
 * their share of the whole and its opt-in rate. Also the map's text alternative.
 */
export function CountryTable({ countries, initialRows = 10 }: CountryTableProps) {
  const sorted = [...countries].sort((a, b) => b.consents - a.consents || a.country.localeCompare(b.country));
  const total = sorted.reduce((n, c) => n + c.consents, 0);
  return (
    <RankedTable
      caption="Consents by country"
      columns={['Country', 'Consents', 'Share', 'Opt-in rate']}
      noun="countries"
      initialRows={initialRows}
      rows={sorted.map((c) => ({
        key: c.country,
        head: countryName(c.country),
        cells: [
          c.consents.toLocaleString('en'),
          formatRate(share(c.consents, total)),
          formatRate(c.opt_in_rate),
        ],
      }))}
    />
  );
}
