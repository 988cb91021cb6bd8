export type { ComparisonColumn, ComparisonRow, ComparisonValue } from './columns.ts';
export { BUNDLE_COMPARISON_COLUMNS, CUSTOM_COMPARISON_COLUMNS } from './columns.ts';
export type { FeatureComparisonTableProps } from './FeatureComparisonTable.tsx';
export { FeatureComparisonTable } from './FeatureComparisonTable.tsx';
