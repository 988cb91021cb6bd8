export type { DataTableColumn, DataTableProps, DataTableSort } from './DataTable.tsx';
export { DataTable } from './DataTable.tsx';
