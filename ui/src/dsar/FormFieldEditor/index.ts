export type { FormFieldEditorProps } from './FormFieldEditor.tsx';
export { FormFieldEditor } from './FormFieldEditor.tsx';
