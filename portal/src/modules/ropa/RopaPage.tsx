import { ModulePage } from '../shared/ModulePage.tsx';
import { ropaTexts } from './ropa.texts.ts';

/** ropa's screens: the shared landing until its own pages arrive. */
export function RopaPage() {
  return <ModulePage texts={ropaTexts} />;
}
