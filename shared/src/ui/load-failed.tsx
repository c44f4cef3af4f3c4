/**
 * The one "could not load" box of every remote: says so, and offers to try again, in the words
 * of the common catalogue. `message` for a part that names itself ("The matches could not be
 * loaded."); `className` for a part that keeps its own size in the layout (its rules win: the
 * box's own are in `:where()`, so they weigh nothing).
 */
import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '../i18n/i18n';
import { injectStyles } from './inject-styles';

const css = `
:where(.load-failed){display:flex;flex-direction:column;align-items:center;gap:8px;padding:16px 12px;text-align:center;border-radius:var(--radius,12px);background:var(--card,#fff);border:1px solid var(--line,#e6e6ea)}
:where(.load-failed) p{margin:0;color:var(--muted,#6b6b70)}
`;

export interface LoadFailedProps {
  onRetry: () => void;
  message?: string;
  className?: string;
  testId?: string;
}

export function LoadFailed({ onRetry, message, className, testId }: LoadFailedProps) {
  injectStyles('load-failed', css);
  const { t } = useTranslation(COMMON_NS);
  return (
    <div className={className ? `load-failed ${className}` : 'load-failed'} role="alert" data-testid={testId}>
      <p>{message ?? t('load_failed')}</p>
      <button type="button" className="btn btn--small" onClick={onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}
