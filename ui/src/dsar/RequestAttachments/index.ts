export type { RequestAttachmentsProps } from './RequestAttachments.tsx';
export { RequestAttachments } from './RequestAttachments.tsx';
