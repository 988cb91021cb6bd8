export type {
  RequestDueBadgeProps,
  RequestStatusBadgeProps,
  RequestVerificationBadgeProps,
} from './RequestBadges.tsx';
export { RequestDueBadge, RequestStatusBadge, RequestVerificationBadge } from './RequestBadges.tsx';
export {
  daysLeft,
  dueText,
  dueTone,
  EMAIL_EVENT_LABEL,
  fileSize,
  formatDay,
  formatTime,
  isClosed,
  placeLabel,
  REQUEST_TYPE_LABEL,
  requesterName,
  STATUS_FILTER_LABEL,
  STATUS_LABEL,
  STATUS_TONE,
  SUBJECT_TYPE_LABEL,
  todayUtc,
} from './requestLabels.ts';
