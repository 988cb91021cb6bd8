export { ModulePage } from './ModulePage.tsx';
