import { applyTheme, readTheme, type Theme } from '@privacy-portal/ui/theme';
import { useEffect } from 'react';
import { api } from '../lib/api.ts';
import { useSession } from '../session/SessionProvider.tsx';

/** The user's theme (saved on their account) or, before login, the one this browser last used. */
export function useAppliedTheme(): Theme {
  const { user } = useSession();
  const theme = user?.theme ?? readTheme(window.localStorage);
  useEffect(() => applyTheme(theme, document.documentElement, window.localStorage), [theme]);
  return theme;
}

/** Switches the theme and saves it on the account (POST /user). */
export function useThemeSwitch(): { theme: Theme; setTheme: (theme: Theme) => void } {
  const { user, updateUser } = useSession();
  const theme = user?.theme ?? readTheme(window.localStorage);
  return {
    theme,
    setTheme: (next) => {
      applyTheme(next, document.documentElement, window.localStorage);
      updateUser({ theme: next });
      void api.POST('/user', { body: { theme: next } });
    },
  };
}
