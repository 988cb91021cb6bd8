import { ModulePage } from '../shared/ModulePage.tsx';
import { dsarTexts } from './dsar.texts.ts';

/** dsar's screens: the shared landing until its own pages arrive. */
export function DsarPage() {
  return <ModulePage texts={dsarTexts} />;
}
