/** The console's header: its pages, the merchant switcher (only merchants this operator may see), who is signed in. */
import { NavLink } from 'react-router-dom';
import type { OpsMerchant, OpsOperator } from '@m/shared/ops';
import { ROLE_NAMES } from './permissions';

const LINKS = [
  { to: '/releases', label: 'Releases' },
  { to: '/audit', label: 'Audit' },
  { to: '/experience', label: "Players' experience" },
  { to: '/health', label: 'Health' },
];

export interface ConsoleHeaderProps {
  operator: OpsOperator;
  merchants: OpsMerchant[];
  merchant: OpsMerchant | null;
  onMerchant: (code: string) => void;
  onSignOut: () => void;
}

export function ConsoleHeader({ operator, merchants, merchant, onMerchant, onSignOut }: ConsoleHeaderProps) {
  const query = merchant ? `?merchant=${encodeURIComponent(merchant.code)}` : '';
  return (
    <header className="ops-header">
      <h1 className="ops-header__title">Operator console</h1>
      <nav className="ops-header__nav" aria-label="Console pages">
        <ul>
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={`${link.to}${query}`}>{link.label}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="ops-header__tools">
        {merchants.length > 0 && (
          <>
            <label htmlFor="ops-merchant">Merchant</label>
            <select id="ops-merchant" value={merchant?.code ?? ''} onChange={(event) => onMerchant(event.target.value)}>
              {merchants.map((candidate) => (
                <option key={candidate.code} value={candidate.code}>
                  {candidate.name} ({candidate.code})
                </option>
              ))}
            </select>
          </>
        )}
        <span>
          {operator.name} · {ROLE_NAMES[operator.role]}
        </span>
        <button type="button" className="btn btn--quiet btn--small" onClick={onSignOut}>
          Sign out
        </button>
      </div>
    </header>
  );
}
