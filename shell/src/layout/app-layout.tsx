/**
 * The frame every route shares: header and bottom navigation belong to the shell, so they keep
 * working whatever happens to the remote that fills the main area.
 */
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { sessionStore, useBehavior, useTranslation } from '@m/shared';

export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useBehavior(sessionStore.subject);
  return (
    <div className="app">
      <header className="app-header">
        <NavLink to="/home" className="app-header__brand">
          {t('brand')}
        </NavLink>
        {session ? (
          <NavLink to="/member/home" className="app-header__user" data-testid="header-user">
            {session.userName || t('nav_member')}
          </NavLink>
        ) : (
          <NavLink to="/login" className="btn btn--small" data-testid="header-login">
            {t('nav_login')}
          </NavLink>
        )}
      </header>
      <main className="app-main" id="main">
        {children}
      </main>
      <nav className="app-nav" aria-label={t('nav_label')}>
        <NavLink to="/home">{t('nav_home')}</NavLink>
        <NavLink to="/sports">{t('nav_games')}</NavLink>
        <NavLink to="/news">{t('nav_promotions')}</NavLink>
        <NavLink to="/member/home">{t('nav_member')}</NavLink>
      </nav>
    </div>
  );
}
