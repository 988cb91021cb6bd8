/** A value of one tier: true shows YES, false shows NO, a text or number shows as is, null a dash. */
export type ComparisonValue = boolean | string | number | null | undefined;

/** One row of the comparison (calls-billing-spec §3 "Plan comparison row"): the feature and a value per tier key. */
export interface ComparisonRow {
  featureName: string;
  [tier: string]: ComparisonValue;
}

export interface ComparisonColumn {
  /** The tier key read from each row, e.g. 'basic'. */
  key: string;
  /** The column heading, e.g. 'Starter'. */
  label: string;
}

/** Bundle tab columns (§2): the combo tiers basic, essentials, professional, enterprise. */
export const BUNDLE_COMPARISON_COLUMNS: readonly ComparisonColumn[] = [
  { key: 'basic', label: 'Essential' },
  { key: 'essentials', label: 'Business' },
  { key: 'professional', label: 'Business Plus' },
  { key: 'enterprise', label: 'Enterprise' },
];

/** Custom (per product) tab columns (§2): the product tiers basic, essentials, professional, enterprise. */
export const CUSTOM_COMPARISON_COLUMNS: readonly ComparisonColumn[] = [
  { key: 'basic', label: 'Starter' },
  { key: 'essentials', label: 'Essentials' },
  { key: 'professional', label: 'Professional' },
  { key: 'enterprise', label: 'Enterprise' },
];
