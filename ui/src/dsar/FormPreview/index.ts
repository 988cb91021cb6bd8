export type { FormPreviewProps, PreviewCountry } from './FormPreview.tsx';
export { FormPreview } from './FormPreview.tsx';
