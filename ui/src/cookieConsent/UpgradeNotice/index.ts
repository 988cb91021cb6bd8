export type { UpgradeNoticeProps } from './UpgradeNotice.tsx';
export { UpgradeNotice } from './UpgradeNotice.tsx';
