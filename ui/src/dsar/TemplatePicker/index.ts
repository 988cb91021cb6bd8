export type { TemplatePickerProps } from './TemplatePicker.tsx';
export { TemplatePicker } from './TemplatePicker.tsx';
