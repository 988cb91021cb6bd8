export type { FormDesignPanelProps } from './FormDesignPanel.tsx';
export { FORM_PAGE_BACKGROUND, FormDesignPanel } from './FormDesignPanel.tsx';
export type { ImageKind, ImageResult } from './readImage.ts';
export { imageKind, MAX_IMAGE_KB, readImage } from './readImage.ts';
