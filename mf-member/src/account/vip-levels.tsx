/**
 * Every VIP level of the merchant and what each gives (issue 26), folded under the progress bar:
 * the member's own level marked "you are here" and the next one "next", so the bar says what
 * it leads to. Loaded when opened; the table is the same for everyone (cached per language).
 */
import { useState } from 'react';
import { api, LoadFailed, useLoad, useTranslation, Skeleton } from '@m/shared';

export function VipLevels({ currentLabelId, nextLabelId }: { currentLabelId: string | null; nextLabelId: string | null }) {
  const { t, i18n } = useTranslation('member');
  const [open, setOpen] = useState(false);
  const table = useLoad(open ? ['vip-levels', i18n.language] : null, () => api.call('vipLevels'), { keep: true });
  const levels = table.status === 'ready' || table.status === 'failed' ? table.value?.levels : undefined;
  return (
    <details className="mc-vip" data-testid="vip-levels" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('vip_levels_open')}</summary>
      {table.status === 'loading' && !levels && <Skeleton lines={4} />}
      {table.status === 'failed' && <LoadFailed onRetry={table.retry} />}
      {levels && (
        <ol className="mc-vip__levels">
          {levels.map((level) => {
            const here = level.labelId === currentLabelId;
            const next = level.labelId === nextLabelId;
            return (
              <li
                key={level.labelId}
                className="mc-vip__level"
                aria-current={here ? 'true' : undefined}
                data-testid="vip-level"
                data-label={level.labelId}
              >
                <strong>{level.labelName}</strong>
                {here && <span className="mc-badge mc-vip__here">{t('vip_you_are_here')}</span>}
                {next && <span className="mc-label">{t('vip_next')}</span>}
                {level.type === 'MANUAL' && <span className="mc-muted"> · {t('vip_by_invitation')}</span>}
                {level.benefits.length > 0 ? (
                  <ul className="mc-vip__benefits">
                    {level.benefits.map((benefit) => (
                      <li key={benefit}>{benefit}</li>
                    ))}
                  </ul>
                ) : (
                  <p className="mc-muted">{t('vip_no_benefits')}</p>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </details>
  );
}
