/** Countries and their states from country-state-city (ISO 3166 data shipped in the package). */
import { Country, State } from 'country-state-city';

export interface CountryEntry {
  code: string;
  name: string;
  has_states: boolean;
}

let countries: CountryEntry[] | undefined;
const states = new Map<string, Array<{ code: string; name: string }>>();

export function allCountries(): CountryEntry[] {
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
    list = State.getStatesOfCountry(code)
      .map((s) => ({ code: s.isoCode, name: s.name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en'));
    states.set(code, list);
  }
  return list;
}

export const isCountry = (code: string) => allCountries().some((c) => c.code === code.toUpperCase());
