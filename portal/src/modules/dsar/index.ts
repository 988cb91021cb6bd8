export { DsarPage } from './DsarPage.tsx';
