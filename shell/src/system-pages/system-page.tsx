/**
 * The frame of the full-page system states: the merchant's name on top, an icon, a title, a
 * message, and optional details and action. Server values (IP) are rendered as text.
 */
import type { ReactNode } from 'react';
import { useMerchantName, useSystemPageMeta } from '../seo/page-meta-sync';

export interface SystemPageProps {
  kind: 'maintenance' | 'restricted' | 'failed' | 'loading' | 'domain-unavailable';
  titleKey: string;
  title: string;
  message?: string;
  children?: ReactNode;
}

export function SystemPage({ kind, titleKey, title, message, children }: SystemPageProps) {
  useSystemPageMeta(titleKey);
  const merchant = useMerchantName();
  return (
    <div className="system-page" data-system-page={kind}>
      <header className="app-header">
        <span className="app-header__brand" data-testid="brand">
          {merchant}
        </span>
      </header>
      <main className="system-page__body" id="main">
        <div className={`system-page__icon system-page__icon--${kind}`} aria-hidden="true" />
        <h1 className="system-page__title">{title}</h1>
        {message && <p className="system-page__message">{message}</p>}
        {children}
      </main>
    </div>
  );
}
