import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NavigateOptions } from '@m/shared';

/**
 * The navigate function remotes receive. Paths are relative to /m; anything that is not an
 * in-app path (another origin, `//host`, `javascript:`) is refused, because remotes pass on
 * links that come from the server.
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
      navigate(path, { replace: options?.replace === true });
    },
    [navigate],
  );
}
