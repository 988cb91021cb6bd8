export type { FormListProps } from './FormList.tsx';
export { FormList } from './FormList.tsx';
