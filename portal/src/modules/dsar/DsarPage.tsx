import { type ComponentType, lazy, Suspense } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { ModulePage } from '../shared/ModulePage.tsx';
import { dsarTexts } from './dsar.texts.ts';

const page = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

/**
 * Each DSAR route's page (portal-spec §2), loaded on demand; patterns as the module registry spells
 * them (`sdk/src/rules/modules/dsar.ts`). The first pattern that matches wins.
 */
const PAGES: Readonly<Record<string, ComponentType>> = {
  '/privacy/dsar/webforms': page(() => import('./forms/WebformsPage.tsx').then((m) => m.WebformsPage)),
  '/privacy/dsar/dsarform': page(() => import('./forms/FormBuilderPage.tsx').then((m) => m.FormBuilderPage)),
  '/privacy/dsar/dsarform/:id': page(() =>
    import('./forms/FormBuilderPage.tsx').then((m) => m.FormBuilderPage),
  ),
  '/home/dashboard/ccpa-dsar': page(() =>
    import('./dashboard/DsarDashboardPage.tsx').then((m) => m.DsarDashboardPage),
  ),
  '/privacy/dsar/workflows': page(() => import('./workflows/WorkflowsPage.tsx').then((m) => m.WorkflowsPage)),
  '/privacy/dsar/createworkflow': page(() =>
    import('./workflows/WorkflowBuilderPage.tsx').then((m) => m.WorkflowBuilderPage),
  ),
  '/privacy/dsar/createworkflow/:id': page(() =>
    import('./workflows/WorkflowBuilderPage.tsx').then((m) => m.WorkflowBuilderPage),
  ),
  '/privacy/dsar/templates': page(() => import('./templates/TemplatesPage.tsx').then((m) => m.TemplatesPage)),
  '/privacy/dsar/requests': page(() => import('./requests/RequestsPage.tsx').then((m) => m.RequestsPage)),
  '/privacy/dsar/requests-details/:reqid/:companyid/:orgid/:propid/:formID': page(() =>
    import('./requests/RequestDetailsPage.tsx').then((m) => m.RequestDetailsPage),
  ),
};

/** DSAR's screens by route; a path without one shows the module's landing. */
export function DsarPage() {
  const { pathname } = useLocation();
  const path = pathname.replace(/\/$/, '');
  const Page = Object.entries(PAGES).find(([pattern]) => matchPath(pattern, path))?.[1];
  if (!Page) return <ModulePage texts={dsarTexts} />;
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
