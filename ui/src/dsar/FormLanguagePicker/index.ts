export type { FormLanguagePickerProps } from './FormLanguagePicker.tsx';
export { FormLanguagePicker } from './FormLanguagePicker.tsx';
