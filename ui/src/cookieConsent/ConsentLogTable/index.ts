export type { ConsentLogTableProps } from './ConsentLogTable.tsx';
export { ConsentLogTable } from './ConsentLogTable.tsx';
export type { CopyButtonProps } from './CopyButton.tsx';
export { CopyButton } from './CopyButton.tsx';
export {
  CHOICE_LABEL,
  CHOICE_TONE,
  categoryLabel,
  DEVICE_LABEL,
  formatConsentTime,
  placeOf,
  regionName,
  shortConsentId,
} from './consentLabels.ts';
