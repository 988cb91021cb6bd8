export { ErrorStatusPage } from './ErrorStatusPage.tsx';
export { InternalErrorPage } from './InternalErrorPage.tsx';
export { NotFoundPage } from './NotFoundPage.tsx';
