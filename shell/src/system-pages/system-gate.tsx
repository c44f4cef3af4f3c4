/**
 * Draws the site only when start-up found the merchant open; otherwise the system page for the
 * state it found. Whatever happens, the player sees something.
 */
import type { ReactNode } from 'react';
import { currentLanguage, language$, useBehavior, useTranslation } from '@m/shared';
import { startupState$ } from '../startup/startup-state';
import { MaintenancePage } from './maintenance-page';
import { AccessDeniedPage } from './access-denied-page';
import { DomainUnavailablePopup } from './domain-unavailable-popup';
import { StartupFailedPage } from './startup-failed-page';
import { SystemPage } from './system-page';

export function SystemGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const state = useBehavior(startupState$);
  useBehavior(language$); // the end time is formatted in the player's language
  switch (state.phase) {
    case 'ready':
      return <>{children}</>;
    case 'maintenance':
      return <MaintenancePage end={state.end} language={currentLanguage()} />;
    case 'restricted':
      return <AccessDeniedPage ip={state.ip} />;
    case 'domain-unavailable':
      return <DomainUnavailablePopup />;
    case 'failed':
      return <StartupFailedPage />;
    case 'loading':
      return (
        <SystemPage kind="loading" titleKey="loading" title={t('loading')}>
          <span className="spinner" aria-hidden="true" />
        </SystemPage>
      );
  }
}
