/**
 * The frame every route shares: header and bottom navigation belong to the shell, so they keep
 * working whatever happens to the remote that fills the main area. Links carry the visit's
 * tracking parameters (SPEC section 2).
 */
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { sessionStore, systemConfig, tracking, useBehavior, useTranslation } from '@m/shared';
import { LanguageSwitcher } from '../language/language-switcher';
import { useMerchantName } from '../seo/page-meta-sync';
import { LogoutButton } from '../auth/logout-button';
import { memberUnread$ } from '../member/member-unread';
import { HeaderBalance } from '../member/header-balance-view';
import { HeaderDeposit } from '../member/header-deposit';
import { NavIcon } from './nav-icons';

export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useBehavior(sessionStore.subject);
  const config = useBehavior(systemConfig);
  const merchant = useMerchantName();
  const unread = useBehavior(memberUnread$);
  const visit = useBehavior(tracking.state$);
  const to = (path: string) => tracking.withTracking(path, visit);
  return (
    <div className="app">
      <header className="app-header">
        <NavLink to={to('/home')} className="app-header__brand" data-testid="brand">
          {/* On a narrow phone only the logo shows; the name stays the link's name (index.html). */}
          <span className="app-header__name">{merchant}</span>
        </NavLink>
        {config?.status.test && (
          <span className="app-header__badge" data-testid="test-site">
            {t('test_site')}
          </span>
        )}
        <span className="app-header__end">
          <LanguageSwitcher />
          {session ? (
            <>
              {/* Name over balance: one column, so the header keeps to one line on a 360 px phone. */}
              <span className="app-header__who">
                <NavLink to={to('/member/home')} className="app-header__user" data-testid="header-user">
                  {session.displayName || session.userName || t('nav_member')}
                </NavLink>
                <HeaderBalance />
              </span>
              <HeaderDeposit to={to('/member/deposit')} />
              <LogoutButton />
            </>
          ) : (
            <>
              <NavLink to={to('/login')} className="btn btn--small" data-testid="header-login">
                {t('nav_login')}
              </NavLink>
              {/* A newcomer's way in, one tap from every page (issue 27). */}
              <NavLink to={to('/register')} className="btn btn--small app-header__join" data-testid="header-register">
                {t('nav_register')}
              </NavLink>
            </>
          )}
        </span>
      </header>
      <main className="app-main" id="main">
        {children}
      </main>
      <nav className="app-nav" aria-label={t('nav_label')}>
        <NavLink to={to('/home')}>
          <NavIcon name="home" />
          <span>{t('nav_home')}</span>
        </NavLink>
        {/* A member's Games tab is the whole lobby, favourites and recently played first; a guest's,
            the public category pages (issue 27). */}
        <NavLink to={to(session ? '/game' : '/sports')} data-testid="nav-games">
          <NavIcon name="games" />
          <span>{t('nav_games')}</span>
        </NavLink>
        <NavLink to={to('/news')}>
          <NavIcon name="promotions" />
          <span>{t('nav_promotions')}</span>
        </NavLink>
        <NavLink to={to('/member/home')} data-testid="nav-member">
          <NavIcon name="member" />
          <span>{t('nav_member')}</span>
          {/* The unread customer-service messages mf-member reports ('member.unread.changed').
              No aria-label: the name must contain the visible text (WCAG 2.5.3), so the badge's
              number is read as it is shown, then what it counts. */}
          {session && unread > 0 && (
            <>
              {' '}
              <span className="app-nav__badge" data-testid="nav-member-unread">
                {unread}
              </span>
              <span className="visually-hidden"> {t('nav_unread', { count: unread })}</span>
            </>
          )}
        </NavLink>
      </nav>
    </div>
  );
}
