export { SocialFortunaPage } from './SocialFortunaPage.tsx';
