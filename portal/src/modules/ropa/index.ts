export { RopaPage } from './RopaPage.tsx';
