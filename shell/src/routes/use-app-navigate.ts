import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { tracking, type NavigateOptions } from '@m/shared';

/**
 * The navigate function remotes receive. Paths are relative to /m; anything that is not an
 * in-app path (another origin, `//host`, `javascript:`) is refused, because remotes pass on
 * links that come from the server. The visit's tracking parameters go along (SPEC section 2).
 */
export function useAppNavigate(): (to: string, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  return useCallback(
    (to: string, options?: NavigateOptions) => {
      const path = to.startsWith('/m/') ? to.slice(2) : to;
      if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\')) {
        console.warn(`[navigate] refused non-app path ${JSON.stringify(to)}`);
        return;
      }
      // react-router's navigate settles on its own (a data router's promise reports nothing to us).
      void navigate(tracking.withTracking(path), { replace: options?.replace === true });
    },
    [navigate],
  );
}
