import { ModulePage } from '../shared/ModulePage.tsx';
import { socialFortunaTexts } from './socialFortuna.texts.ts';

/** socialFortuna's screens: the shared landing until its own pages arrive. */
export function SocialFortunaPage() {
  return <ModulePage texts={socialFortunaTexts} />;
}
