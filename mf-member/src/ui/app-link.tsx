/**
 * A link to another page of the app: a real address (open in a new tab, read by screen readers as
 * a link), followed in place with the parcel's `navigate` instead of a page load.
 */
import { isPlainClick } from '@m/shared';
import type { ReactNode } from 'react';

export interface AppLinkProps {
  /** The app path without the /m base: `/member/inbox`. */
  to: string;
  navigate: (to: string) => void;
  className?: string;
  testId?: string;
  /** `page` on the link to the page shown (a navigation's current entry). */
  ariaCurrent?: 'page';
  children: ReactNode;
}

export function AppLink({ to, navigate, className, testId, ariaCurrent, children }: AppLinkProps) {
  return (
    <a
      className={className}
      href={`/m${to}`}
      data-testid={testId}
      aria-current={ariaCurrent}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
