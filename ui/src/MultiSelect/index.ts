export type { MultiSelectOption, MultiSelectProps } from './MultiSelect.tsx';
export { MultiSelect } from './MultiSelect.tsx';
