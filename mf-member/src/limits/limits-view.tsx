/**
 * /m/member/limits (issue 26): responsible gaming. Deposit limits per day, week and month (a
 * lower one holds at once, a higher one or a removal after 24 hours), and a break from play: a
 * cooling-off of 1 day to 6 weeks or a self-exclusion of 6 months or more, which cannot be
 * undone. The server enforces all of it; this page says what each choice does before it is made.
 */
import { useState } from 'react';
import {
  ApiError,
  formatLocalDateTime,
  loadedValue,
  LoadFailed,
  LIMIT_PERIODS,
  showConfirm,
  useLoad,
  useTranslation,
  Skeleton,
} from '@m/shared';
import { normaliseAmount } from '../platform/amount-rules';
import { useMoney, type FormatMoney } from '../platform/money';
import { useSessionToken } from '../platform/session-token';
import { fetchLimits, saveDepositLimit, startBreak, type DepositLimit, type ResponsibleGaming } from './limits-api';
import { COOLING_OFF_CHOICES, limitEffect, SELF_EXCLUSION_CHOICES } from './limits-rules';

type Translate = ReturnType<typeof useTranslation<'member'>>['t'];
// No plural forms in the catalogues: one day has its own text, months are always several.
const dayText = (t: Translate, count: number) => (count === 1 ? t('limits_one_day') : t('limits_days', { count }));

const failure = (caught: unknown, fallback: string) => (caught instanceof ApiError && caught.message ? caught.message : fallback);

export function LimitsView() {
  const { t } = useTranslation('member');
  const load = useLoad(useSessionToken(), fetchLimits, { keep: true });
  const [saved, setSaved] = useState<ResponsibleGaming | null>(null);
  const loaded = loadedValue(load);
  // A new load replaces what a save left on screen.
  const [shownLoad, setShownLoad] = useState(loaded);
  if (shownLoad !== loaded) {
    setShownLoad(loaded);
    setSaved(null);
  }
  const state = saved ?? loaded;
  const money = useMoney(state?.currency, undefined);
  if (load.status === 'failed' && !state) return <LoadFailed onRetry={load.retry} />;
  if (!state) return <Skeleton lines={5} card />;
  return (
    <>
      {state.playBreak && <BreakNotice kind={state.playBreak.kind} endsAt={state.playBreak.endsAt} />}
      <section className="mc-card" aria-labelledby="rg-limits" data-testid="deposit-limits-card">
        <h2 id="rg-limits">{t('limits_deposit_title')}</h2>
        <p className="mc-muted">{t('limits_deposit_intro')}</p>
        {LIMIT_PERIODS.map((period) => (
          <LimitRow key={period} limit={state.limits.find((item) => item.period === period)!} money={money} onSaved={setSaved} />
        ))}
      </section>
      <BreakForm onStarted={setSaved} />
    </>
  );
}

function BreakNotice({ kind, endsAt }: { kind: 'cooling_off' | 'self_exclusion'; endsAt: string }) {
  const { t, i18n } = useTranslation('member');
  const until = formatLocalDateTime(endsAt, i18n.language);
  return (
    <p className="mc-card" role="status" data-testid="play-break" data-kind={kind}>
      <strong>{t(kind === 'self_exclusion' ? 'limits_self_excluded_until' : 'limits_cooling_off_until', { until })}</strong>{' '}
      {t('limits_break_still_allowed')}
    </p>
  );
}

function LimitRow({ limit, money, onSaved }: { limit: DepositLimit; money: FormatMoney; onSaved: (state: ResponsibleGaming) => void }) {
  const { t, i18n } = useTranslation('member');
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const id = `limit-${limit.period}`;
  const typedAmount = normaliseAmount(typed);
  // Said before saving: a lower limit holds at once, a higher one only after 24 hours.
  const effect = typedAmount === null ? null : limitEffect(limit.amount, Number(typedAmount));
  const save = async (amount: string | null) => {
    if (busy) return;
    setBusy(true);
    setMessage(null);
    try {
      const answer = await saveDepositLimit(limit.period, amount);
      const now = answer.limits.find((item) => item.period === limit.period)!;
      setTyped('');
      setMessage({
        error: false,
        text: now.pending ? t('limits_saved_later', { at: formatLocalDateTime(now.pending.at, i18n.language) }) : t('limits_saved_now'),
      });
      onSaved(answer);
    } catch (caught) {
      setMessage({ error: true, text: failure(caught, t('unknown_error')) });
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (typedAmount === null) {
      setMessage({ error: true, text: t('limits_amount_invalid') });
      return;
    }
    void save(typedAmount);
  };
  return (
    <form className="rg-limit" onSubmit={submit} noValidate data-testid={id} data-amount={limit.amount ?? ''} aria-busy={busy}>
      <h3>{t(`limits_period_${limit.period}`)}</h3>
      <p className="mc-row">
        <span className="mc-grow">{limit.amount === null ? t('limits_none') : money(limit.amount)}</span>
        <span className="mc-muted">{t('limits_used', { amount: money(limit.used) })}</span>
      </p>
      {limit.pending && (
        <p className="mc-muted" data-testid={`${id}-pending`}>
          {t(limit.pending.amount === null ? 'limits_pending_removal' : 'limits_pending_raise', {
            amount: limit.pending.amount === null ? '' : money(limit.pending.amount),
            at: formatLocalDateTime(limit.pending.at, i18n.language),
          })}
        </p>
      )}
      <div className="mc-field">
        <label htmlFor={`${id}-input`}>{t('limits_new_amount')}</label>
        <input
          id={`${id}-input`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setMessage(null);
          }}
          aria-invalid={message?.error ? true : undefined}
          aria-describedby={
            [effect === 'now' || effect === 'later' ? `${id}-effect` : '', message ? `${id}-message` : ''].filter(Boolean).join(' ') ||
            undefined
          }
          data-testid={`${id}-input`}
        />
        {(effect === 'now' || effect === 'later') && (
          <p id={`${id}-effect`} className="mc-muted" data-testid={`${id}-effect`}>
            {t(effect === 'now' ? 'limits_effect_now' : 'limits_effect_later')}
          </p>
        )}
      </div>
      {message && (
        <p
          id={`${id}-message`}
          className={message.error ? 'mc-error' : 'mc-muted'}
          role={message.error ? 'alert' : 'status'}
          data-testid={`${id}-message`}
        >
          {message.text}
        </p>
      )}
      <div className="mc-actions">
        <button type="submit" className="btn btn--primary" disabled={busy} data-testid={`${id}-save`}>
          {t('limits_save')}
        </button>
        {limit.amount !== null && !(limit.pending && limit.pending.amount === null) && (
          <button type="button" className="btn" disabled={busy} onClick={() => void save(null)} data-testid={`${id}-remove`}>
            {t('limits_remove')}
          </button>
        )}
      </div>
    </form>
  );
}

function BreakForm({ onStarted }: { onStarted: (state: ResponsibleGaming) => void }) {
  const { t } = useTranslation('member');
  const [days, setDays] = useState(COOLING_OFF_CHOICES[0]!);
  const [months, setMonths] = useState(SELF_EXCLUSION_CHOICES[0]!);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const begin = async (kind: 'cooling_off' | 'self_exclusion') => {
    if (busy) return;
    const length = kind === 'cooling_off' ? dayText(t, days) : t('limits_months', { count: months });
    const sure = await showConfirm({
      title: t(kind === 'cooling_off' ? 'limits_cooling_off_confirm_title' : 'limits_self_exclusion_confirm_title', { length }),
      message: t('limits_break_confirm_message'),
      confirmText: t(kind === 'cooling_off' ? 'limits_cooling_off_start' : 'limits_self_exclusion_start'),
      cancelText: t('cashier_cancel'),
    });
    if (!sure) return;
    setBusy(true);
    setError(null);
    try {
      onStarted(await startBreak(kind === 'cooling_off' ? { kind, days } : { kind, months }));
    } catch (caught) {
      setError(failure(caught, t('unknown_error')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="mc-card" aria-labelledby="rg-break" data-testid="play-break-card" aria-busy={busy}>
      <h2 id="rg-break">{t('limits_break_title')}</h2>
      <p className="mc-muted">{t('limits_break_intro')}</p>
      <div className="mc-field">
        <label htmlFor="rg-cooling-days">{t('limits_cooling_off')}</label>
        <select id="rg-cooling-days" value={days} onChange={(event) => setDays(Number(event.target.value))} data-testid="cooling-off-days">
          {COOLING_OFF_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {dayText(t, choice)}
            </option>
          ))}
        </select>
        <button type="button" className="btn" disabled={busy} onClick={() => void begin('cooling_off')} data-testid="cooling-off-start">
          {t('limits_cooling_off_start')}
        </button>
      </div>
      <div className="mc-field">
        <label htmlFor="rg-exclusion-months">{t('limits_self_exclusion')}</label>
        <select
          id="rg-exclusion-months"
          value={months}
          onChange={(event) => setMonths(Number(event.target.value))}
          data-testid="self-exclusion-months"
        >
          {SELF_EXCLUSION_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t('limits_months', { count: choice })}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn"
          disabled={busy}
          onClick={() => void begin('self_exclusion')}
          data-testid="self-exclusion-start"
        >
          {t('limits_self_exclusion_start')}
        </button>
      </div>
      {error && (
        <p className="mc-error" role="alert" data-testid="play-break-error">
          {error}
        </p>
      )}
    </section>
  );
}
