export type { ErrorPageProps } from './ErrorPage.tsx';
export { ErrorPage } from './ErrorPage.tsx';
