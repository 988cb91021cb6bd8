export type { LoaderProps } from './Loader.tsx';
export { Loader } from './Loader.tsx';
