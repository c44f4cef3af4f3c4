/**
 * A link to another page of the app: a real address (open in a new tab, read by screen readers as
 * a link), followed in place with the parcel's `navigate` instead of a page load.
 */
import type { ReactNode } from 'react';

export interface AppLinkProps {
  /** The app path without the /m base: `/member/inbox`. */
  to: string;
  navigate: (to: string) => void;
  className?: string;
  testId?: string;
  children: ReactNode;
}

export function AppLink({ to, navigate, className, testId, children }: AppLinkProps) {
  return (
    <a
      className={className}
      href={`/m${to}`}
      data-testid={testId}
      onClick={(event) => {
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
