export type { BannerDocumentProps, PreviewVariant } from './BannerDocument.tsx';
export { textsFor } from './BannerDocument.tsx';
export type { BannerPreviewProps, PreviewView } from './BannerPreview.tsx';
export { BannerPreview, PREVIEW_SIZE } from './BannerPreview.tsx';
export { messageNodes } from './messageNodes.tsx';
