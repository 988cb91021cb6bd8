import { ModulePage } from '../shared/ModulePage.tsx';
import { consentPreferenceTexts } from './consentPreference.texts.ts';

/** consentPreference's screens: the shared landing until its own pages arrive. */
export function ConsentPreferencePage() {
  return <ModulePage texts={consentPreferenceTexts} />;
}
