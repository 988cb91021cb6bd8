export { ConsentPreferencePage } from './ConsentPreferencePage.tsx';
