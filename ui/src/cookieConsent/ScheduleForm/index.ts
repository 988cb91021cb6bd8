export type { ScheduleFormProps, ScheduleFormValues } from './ScheduleForm.tsx';
export { ScheduleForm } from './ScheduleForm.tsx';
export { FREQUENCY_LABEL, scheduleTitle, utcHour } from './scheduleLabels.ts';
