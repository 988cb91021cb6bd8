export type { InstallSnippetProps } from './InstallSnippet.tsx';
export { InstallSnippet } from './InstallSnippet.tsx';
