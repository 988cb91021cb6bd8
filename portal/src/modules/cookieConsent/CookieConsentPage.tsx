import { type ComponentType, lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';

const page = (load: () => Promise<ComponentType>) => lazy(async () => ({ default: await load() }));

// The module's landing (what each screen is for): shown only on a path with no screen of its own.
const Landing = page(() =>
  Promise.all([import('../shared/ModulePage.tsx'), import('./cookieConsent.texts.ts')]).then(
    ([{ ModulePage }, { cookieConsentTexts }]) =>
      () => <ModulePage texts={cookieConsentTexts} />,
  ),
);

/** Each Cookie Consent route's page (portal-spec §2), loaded on demand. */
const PAGES: Readonly<Record<string, ComponentType>> = {
  '/home/dashboard/cookie-consent': page(() =>
    import('./dashboard/CookieDashboardPage.tsx').then((m) => m.CookieDashboardPage),
  ),
  '/cookie-consent/cookie-category/list': page(() =>
    import('./categories/CookieCategoryPage.tsx').then((m) => m.CookieCategoryPage),
  ),
  '/cookie-consent/banner-configuration': page(() =>
    import('./banner/BannerConfigurationPage.tsx').then((m) => m.BannerConfigurationPage),
  ),
  '/cookie-consent/cookie-category/scan-details': page(() =>
    import('./scanner/CookieScannerPage.tsx').then((m) => m.CookieScannerPage),
  ),
  '/cookie-consent/auto-cookie-blocking/enables': page(() =>
    import('./blocking/AutoBlockingPage.tsx').then((m) => m.AutoBlockingPage),
  ),
  '/cookie-consent/cookie-tracking': page(() =>
    import('./tracking/ConsentTrackingPage.tsx').then((m) => m.ConsentTrackingPage),
  ),
  '/cookie-consent/banner-configuration/implementation': page(() =>
    import('./implementation/ImplementationPage.tsx').then((m) => m.ImplementationPage),
  ),
  '/cookie-consent/manage-vendors': page(() =>
    import('./vendors/ManageVendorsPage.tsx').then((m) => m.ManageVendorsPage),
  ),
};

/** Cookie Consent's screens by route; a path without one shows the module's landing. */
export function CookieConsentPage() {
  const { pathname } = useLocation();
  const Page = PAGES[pathname.replace(/\/$/, '')] ?? Landing;
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
