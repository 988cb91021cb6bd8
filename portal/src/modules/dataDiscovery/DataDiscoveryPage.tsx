import { ModulePage } from '../shared/ModulePage.tsx';
import { dataDiscoveryTexts } from './dataDiscovery.texts.ts';

/** dataDiscovery's screens: the shared landing until its own pages arrive. */
export function DataDiscoveryPage() {
  return <ModulePage texts={dataDiscoveryTexts} />;
}
