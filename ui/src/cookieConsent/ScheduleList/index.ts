// For pages that name a schedule without loading the form (ScheduleForm, a dialog fetched on first open).
export { scheduleTitle } from '../ScheduleForm/scheduleLabels.ts';
export type { ScheduleListProps } from './ScheduleList.tsx';
export { ScheduleList } from './ScheduleList.tsx';
