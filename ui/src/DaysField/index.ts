export type { DaysFieldProps } from './DaysField.tsx';
export { DaysField } from './DaysField.tsx';
