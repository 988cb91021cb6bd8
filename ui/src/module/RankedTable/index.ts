export type { RankedRow, RankedTableProps } from './RankedTable.tsx';
export { RankedTable } from './RankedTable.tsx';
