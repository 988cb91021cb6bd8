/**
 * The countries and states the public request form offers, as GET /public/countryandstate/list
 * answers. The server reads a full dataset (about 250 countries); the mocks keep a small fixed list
 * with the places the demo's requesters come from and the laws the deadline engine tells apart.
 */
import type { Schemas } from '@privacy-portal/sdk';

export const MOCK_COUNTRIES: readonly Schemas['Country'][] = [
  { code: 'AE', name: 'United Arab Emirates', has_states: false },
  { code: 'BR', name: 'Brazil', has_states: false },
  { code: 'CA', name: 'Canada', has_states: true },
  { code: 'CN', name: 'China', has_states: false },
  { code: 'DE', name: 'Germany', has_states: false },
  { code: 'ES', name: 'Spain', has_states: false },
  { code: 'FR', name: 'France', has_states: false },
  { code: 'GB', name: 'United Kingdom', has_states: false },
  { code: 'IN', name: 'India', has_states: false },
  { code: 'IT', name: 'Italy', has_states: false },
  { code: 'JP', name: 'Japan', has_states: false },
  { code: 'US', name: 'United States', has_states: true },
];

export const MOCK_STATES: Readonly<Record<string, readonly Schemas['Region'][]>> = {
  US: [
    { code: 'CA', name: 'California' },
    { code: 'CO', name: 'Colorado' },
    { code: 'NY', name: 'New York' },
    { code: 'TX', name: 'Texas' },
    { code: 'VA', name: 'Virginia' },
  ],
  CA: [
    { code: 'ON', name: 'Ontario' },
    { code: 'QC', name: 'Quebec' },
  ],
};

export const isMockCountry = (code: string): boolean =>
  MOCK_COUNTRIES.some((c) => c.code === code.toUpperCase());

/** The state codes of a country (empty when it has none in the list). */
export const statesOf = (country: string): string[] =>
  (MOCK_STATES[country.toUpperCase()] ?? []).map((s) => s.code);
