import { ModulePage } from '../shared/ModulePage.tsx';
import { cookieConsentTexts } from './cookieConsent.texts.ts';

/** cookieConsent's screens: the shared landing until its own pages arrive. */
export function CookieConsentPage() {
  return <ModulePage texts={cookieConsentTexts} />;
}
