export { CookieConsentPage } from './CookieConsentPage.tsx';
