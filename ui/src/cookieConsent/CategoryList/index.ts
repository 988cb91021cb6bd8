export type { CategoryLanguage, CategoryListProps } from './CategoryList.tsx';
export { CategoryList, categoryTextIn } from './CategoryList.tsx';
