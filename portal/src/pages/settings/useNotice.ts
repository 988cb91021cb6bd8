import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readNavigationNotice } from '../../lib/navigationNotice.ts';

/**
 * The success message the previous page passed in the location state (e.g. after a create or a
 * delete). It is taken out of the history entry so that a reload does not show it again.
 */
export function useNotice(): [string | null, (notice: string | null) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState(() => readNavigationNotice(location.state).notice ?? null);
  const passed = readNavigationNotice(location.state).notice;

  useEffect(() => {
    if (!passed) return;
    setNotice(passed);
    navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true, state: null });
  }, [passed, navigate, location.pathname, location.search, location.hash]);

  return [notice, setNotice];
}
