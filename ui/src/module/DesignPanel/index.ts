export type { DesignColour, DesignImage, DesignPanelProps, DesignSize } from './DesignPanel.tsx';
export { DesignPanel } from './DesignPanel.tsx';
export type { ImageFieldProps } from './ImageField.tsx';
export { ImageField } from './ImageField.tsx';
export type { ImageKind, ImageResult } from './readImage.ts';
export { imageKind, MAX_IMAGE_KB, readImage } from './readImage.ts';
export type { SizeFieldProps } from './SizeField.tsx';
export { SizeField } from './SizeField.tsx';
