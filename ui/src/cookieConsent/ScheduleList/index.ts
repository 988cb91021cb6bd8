export type { ScheduleListProps } from './ScheduleList.tsx';
export { ScheduleList } from './ScheduleList.tsx';
