import { useMemo, useState } from 'react';
import { useTranslation } from '@m/shared';
import { retrySystemCheck } from '../startup/run-system-check';
import { clickDebounce } from '../startup/timers';

/** Reads the status again; disabled while it runs, and a double tap counts once. */
export function RetryButton() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const retry = useMemo(
    () =>
      clickDebounce(() => {
        setBusy(true);
        void retrySystemCheck().finally(() => setBusy(false));
      }),
    [],
  );
  return (
    <button type="button" className="btn btn--primary" onClick={retry} disabled={busy} aria-busy={busy} data-testid="retry">
      {busy ? t('loading') : t('retry')}
    </button>
  );
}
