/**
 * The auth pages' form: its fields sit in a fieldset that is disabled until the form's code runs
 * (a login page drawn on the server shows before it works: shared/src/ssr/use-hydrated.ts).
 */
import type { FormHTMLAttributes, ReactNode } from 'react';
import { useHydrated } from '@m/shared';

export function AuthForm({ children, className, ...form }: FormHTMLAttributes<HTMLFormElement> & { children: ReactNode }) {
  const ready = useHydrated();
  return (
    <form className={className ? `auth-form ${className}` : 'auth-form'} {...form}>
      <fieldset className="auth-form__fields" disabled={!ready}>
        {children}
      </fieldset>
    </form>
  );
}
