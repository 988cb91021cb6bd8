export type { ImageKind, ImageResult } from '../../module/DesignPanel/index.ts';
export { imageKind, MAX_IMAGE_KB, readImage } from '../../module/DesignPanel/index.ts';
export type { FormDesignPanelProps } from './FormDesignPanel.tsx';
export { FORM_PAGE_BACKGROUND, FormDesignPanel } from './FormDesignPanel.tsx';
