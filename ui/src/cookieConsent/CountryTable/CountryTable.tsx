import type { Schemas } from '@privacy-portal/sdk';
import { useState } from 'react';
import { Button } from '../../Button/index.ts';
import listTable from '../../module/ListTable/ListTable.module.css';
import { countryName, formatRate, share } from '../ConsentPanel/format.ts';
import styles from './CountryTable.module.css';

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
  const [all, setAll] = useState(false);
  const sorted = [...countries].sort((a, b) => b.consents - a.consents || a.country.localeCompare(b.country));
  const total = sorted.reduce((n, c) => n + c.consents, 0);
  const rows = all ? sorted : sorted.slice(0, initialRows);
  return (
    <div className={styles.wrap}>
      <div className={listTable.scroller}>
        <table className={listTable.table}>
          <caption className={styles.caption}>Consents by country</caption>
          <thead>
            <tr>
              <th scope="col">Country</th>
              <th scope="col" className={styles.number}>
                Consents
              </th>
              <th scope="col" className={styles.number}>
                Share
              </th>
              <th scope="col" className={styles.number}>
                Opt-in rate
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((c) => (
              <tr key={c.country}>
                <th scope="row">{countryName(c.country)}</th>
                <td className={styles.number}>{c.consents.toLocaleString('en')}</td>
                <td className={styles.number}>{formatRate(share(c.consents, total))}</td>
                <td className={styles.number}>{formatRate(c.opt_in_rate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {sorted.length > initialRows ? (
        <Button variant="ghost" size="sm" onPress={() => setAll(!all)}>
          {all ? `Show the first ${initialRows}` : `Show all ${sorted.length} countries`}
        </Button>
      ) : null}
    </div>
  );
}
