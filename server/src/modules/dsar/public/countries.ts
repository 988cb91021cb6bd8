/** Countries and their states from country-state-city (ISO 3166 data shipped in the package). */
import { createRequire } from 'node:module';
import type CountryApi from 'country-state-city/lib/cjs/country.js';
import type StateApi from 'country-state-city/lib/cjs/state.js';

// The package's index also parses its 8 MB of cities, which nothing here uses: its country and state
// modules alone, on first use (not at every server start).
let data: { Country: typeof CountryApi; State: typeof StateApi } | undefined;
function isoData() {
  if (!data) {
    const require = createRequire(import.meta.url);
    data = {
      Country: (require('country-state-city/lib/cjs/country.js') as { default: typeof CountryApi }).default,
      State: (require('country-state-city/lib/cjs/state.js') as { default: typeof StateApi }).default,
    };
  }
  return data;
}

export interface CountryEntry {
  code: string;
  name: string;
  has_states: boolean;
}

let countries: CountryEntry[] | undefined;
const states = new Map<string, Array<{ code: string; name: string }>>();

export function allCountries(): CountryEntry[] {
  const { Country, State } = isoData();
  countries ??= Country.getAllCountries()
    .map((c) => ({
      code: c.isoCode,
      name: c.name,
      has_states: State.getStatesOfCountry(c.isoCode).length > 0,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return countries;
}

export function statesOf(country: string): Array<{ code: string; name: string }> {
  const code = country.toUpperCase();
  let list = states.get(code);
  if (!list) {
    list = isoData()
      .State.getStatesOfCountry(code)
      .map((s) => ({ code: s.isoCode, name: s.name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
    states.set(code, list);
  }
  return list;
}

export const isCountry = (code: string) => allCountries().some((c) => c.code === code.toUpperCase());
