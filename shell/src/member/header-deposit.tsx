/**
 * The header's way to the cashier for every signed-in member (issue 37): one tap from any page,
 * after a game or a sign-up included. On a narrow phone it keeps to its icon, with its name for
 * screen readers, so the header stays on one line in every language.
 */
import { NavLink } from 'react-router-dom';
import { useTranslation } from '@m/shared';

export function HeaderDeposit({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <NavLink to={to} className="btn btn--small app-header__icon-btn app-header__deposit" data-testid="header-deposit">
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" />
      </svg>
      <span className="app-header__btn-text">{t('nav_deposit')}</span>
    </NavLink>
  );
}
