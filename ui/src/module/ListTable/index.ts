export { BulkBar } from './BulkBar.tsx';
export { type RowSelection, rowSelection } from './rowSelection.ts';
export { SelectAllHeader, SelectRowCell } from './SelectionCells.tsx';
export { SkeletonRows } from './SkeletonRows.tsx';
