export type { TemplatePreviewProps } from './TemplatePreview.tsx';
export { TemplatePreview } from './TemplatePreview.tsx';
