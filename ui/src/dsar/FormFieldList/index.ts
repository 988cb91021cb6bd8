export type { FormFieldListProps } from './FormFieldList.tsx';
export { FormFieldList } from './FormFieldList.tsx';
