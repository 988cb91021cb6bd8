import { Loader } from '@privacy-portal/ui/Loader';
import { Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Guard } from '../routing/Guard.tsx';
import { documentTitle, ROUTES, type RouteSpec } from '../routing/route-table.ts';
import { AppError } from './AppError.tsx';
import { AppRoot } from './AppRoot.tsx';
import { PORTAL_NAME } from './constants.ts';
import { PAGES } from './pages.tsx';

/** Route handle: the route-table entry, read by the layouts (chromeless pages, footer, side menu). */
export interface RouteHandle {
  spec: RouteSpec;
}

function Page({ spec }: { spec: RouteSpec }) {
  const Component = PAGES[spec.page];
  if (!Component) throw new Error(`No page is registered for the route key "${spec.page}".`);
  return (
    <>
      {/* Every page's tab title, from the route table (React 19 hoists <title> into the head). */}
      <title>{documentTitle(spec, PORTAL_NAME)}</title>
      <Suspense fallback={<Loader block label="Loading the page" />}>
        <Component />
      </Suspense>
    </>
  );
}

const leaf = (spec: RouteSpec, guarded: boolean): RouteObject => ({
  path: spec.path,
  handle: { spec } satisfies RouteHandle,
  element: guarded ? (
    <Guard>
      <Page spec={spec} />
    </Guard>
  ) : (
    <Page spec={spec} />
  ),
});

const byLayout = (layout: RouteSpec['layout']) => ROUTES.filter((route) => route.layout === layout);

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <AppError />,
    children: [
      ...byLayout('auth').map((spec) => leaf(spec, true)),
      ...byLayout('bare').map((spec) => leaf(spec, true)),
      {
        // The public site under its own header and footer, loaded on demand.
        lazy: () => import('../public-layout/PublicLayout.tsx').then((m) => ({ Component: m.PublicLayout })),
        hydrateFallbackElement: <div aria-busy="true" />,
        children: byLayout('public').map((spec) => leaf(spec, true)),
      },
      {
        // The application: the shell guards once for all its pages. Loaded on demand, so that the
        // sign-in pages do not carry the shell.
        lazy: () => import('../shell/ShellLayout.tsx').then((m) => ({ Component: m.ShellLayout })),
        hydrateFallbackElement: <div aria-busy="true" />,
        children: byLayout('shell').map((spec) => leaf(spec, false)),
      },
      // '/', /manage (payment returns) and unknown paths: the guard redirects.
      { path: '*', element: <Guard /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
