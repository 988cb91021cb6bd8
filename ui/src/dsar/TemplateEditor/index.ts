export { directionOf, languageLabel, TEMPLATE_LANGUAGES } from './languages.ts';
export type { TemplateEditorProps } from './TemplateEditor.tsx';
export { TemplateEditor } from './TemplateEditor.tsx';
export { EMAIL_EVENT_HINTS, EMAIL_EVENT_LABELS, EMAIL_EVENT_ORDER } from './templateLabels.ts';
export type { TemplateErrors, TemplateText } from './templateText.ts';
export { sameText, TEMPLATE_LIMITS, templateOf, templateTextProblems } from './templateText.ts';
