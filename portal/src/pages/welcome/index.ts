export { WelcomePage } from './WelcomePage.tsx';
