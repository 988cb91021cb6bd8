export type { MobileNoticeProps } from './MobileNotice.tsx';
export { MOBILE_MAX_WIDTH_PX, MOBILE_MEDIA_QUERY, MobileNotice } from './MobileNotice.tsx';
