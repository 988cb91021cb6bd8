export type { RequestSort, RequestTableProps } from './RequestTable.tsx';
export { RequestTable } from './RequestTable.tsx';
