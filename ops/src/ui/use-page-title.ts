/** Each console page names itself in the tab (WCAG 2.4.2) — "Releases · Demo Casino · Operator console". */
import { useEffect } from 'react';

export function usePageTitle(...parts: (string | undefined)[]): void {
  const title = [...parts.filter((part): part is string => Boolean(part)), 'Operator console'].join(' · ');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
