import { ModulePage } from '../../shared/ModulePage.tsx';
import { cookieConsentTexts } from '../cookieConsent.texts.ts';

/** Placeholder until the page lands (issue 13). */
export function BannerConfigurationPage() {
  return <ModulePage texts={cookieConsentTexts} />;
}
