import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { ForgotPasswordPage } from '../pages/forgot-password/ForgotPasswordPage.tsx';
import { ImpersonatePage } from '../pages/impersonate/ImpersonatePage.tsx';
import { LoginPage } from '../pages/login/LoginPage.tsx';
import { ResetPasswordPage } from '../pages/reset-password/ResetPasswordPage.tsx';
import { SetPasswordPage } from '../pages/set-password/SetPasswordPage.tsx';
import { SignOutPage } from '../pages/signout/SignOutPage.tsx';
import { VerifyEmailPage } from '../pages/verify-email/VerifyEmailPage.tsx';
import { VerifyEmailRedirect } from '../pages/verify-email/VerifyEmailRedirect.tsx';
import { WelcomePage } from '../pages/welcome/WelcomePage.tsx';
import { AppError } from './AppError.tsx';
import { AppRoot } from './AppRoot.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { SignupRoute } from './SignupRoute.tsx';

const toHome = <Navigate to="/home/welcome" replace />;

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <AppError />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/login/impersonate', element: <ImpersonatePage /> },
      { path: '/signup', element: <SignupRoute /> },
      // portal-spec §2: the mailed link only redirects; verification happens where it lands.
      { path: '/verify-email/:id', element: <VerifyEmailRedirect /> },
      { path: '/invited-user-verify-email/:id', element: <VerifyEmailPage /> },
      { path: '/invited-user-verify-email', element: <VerifyEmailPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/resetpswd/:id', element: <ResetPasswordPage /> },
      { path: '/setpassword/:userid', element: <SetPasswordPage /> },
      { path: '/signout', element: <SignOutPage /> },
      {
        element: <RequireAuth />,
        children: [{ path: '/home/welcome', element: <WelcomePage /> }],
      },
      {
        // portal-spec §1, §2: the public pages, under the public header and footer. Loaded on demand,
        // so that the login and app pages do not carry them.
        lazy: () => import('../public-layout/PublicLayout.tsx').then((m) => ({ Component: m.PublicLayout })),
        // Shown (empty) while the chunk loads on a first visit straight to one of these pages.
        hydrateFallbackElement: <div aria-busy="true" />,
        children: [
          {
            path: '/dsar',
            lazy: () => import('../pages/public/index.ts').then((m) => ({ Component: m.DsarPage })),
          },
          {
            path: '/gdpr',
            lazy: () => import('../pages/public/index.ts').then((m) => ({ Component: m.GdprPage })),
          },
          {
            path: '/partners',
            lazy: () => import('../pages/public/index.ts').then((m) => ({ Component: m.PartnersPage })),
          },
          {
            path: '/contactus',
            lazy: () => import('../pages/public/index.ts').then((m) => ({ Component: m.ContactPage })),
          },
          {
            path: '/changelog',
            lazy: () => import('../pages/public/index.ts').then((m) => ({ Component: m.ChangelogPage })),
          },
          {
            path: '/gethelp',
            lazy: () => import('../pages/public/index.ts').then((m) => ({ Component: m.HelpCentrePage })),
          },
        ],
      },
      { path: '/', element: toHome },
      { path: '*', element: toHome },
    ],
  },
];

export const router = createBrowserRouter(routes);
