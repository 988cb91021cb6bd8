export type { FormLanguagesProps } from './FormLanguages.tsx';
export { FormLanguages } from './FormLanguages.tsx';
