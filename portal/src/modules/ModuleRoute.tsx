import { useMatches } from 'react-router-dom';
import type { RouteHandle } from '../app/router.tsx';
import { MODULE_PAGES } from './pages.ts';

/** The page of a product route: the route table names the module, the module registers its page. */
export function ModuleRoute() {
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;
  const key = handle?.spec.module;
  if (!key) throw new Error('A module route without a module key.');
  const Page = MODULE_PAGES[key];
  return <Page />;
}
