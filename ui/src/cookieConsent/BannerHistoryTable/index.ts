export type { BannerHistoryTableProps } from './BannerHistoryTable.tsx';
export { BannerHistoryTable } from './BannerHistoryTable.tsx';
