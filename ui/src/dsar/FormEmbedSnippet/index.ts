export type { FormEmbedSnippetProps } from './FormEmbedSnippet.tsx';
export { FormEmbedSnippet, formAddress, iframeSnippet } from './FormEmbedSnippet.tsx';
