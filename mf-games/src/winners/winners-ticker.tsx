/**
 * The home's winners ticker (issue 27): "m***8 won ₱12,400 on Fortune Tiger", one line.
 * Server and browser draw the same still line (scrolled sideways by hand), so hydration matches;
 * only after mounting, and only when the player has not asked for less motion, does it start
 * moving, with a button to stop it (moving content needs one, WCAG 2.2.2). It is a list, not a
 * live region: a screen reader reads it when the player gets there, never interrupted by it.
 * Its height is fixed whatever its state, so nothing below it moves.
 */
import { useState } from 'react';
import { formatMoney, useMediaQuery, useTranslation, type AnswerOf } from '@m/shared';
import { useWinners } from './use-winners';

type Winners = AnswerOf<'gameWinners'>;

/**
 * Whether the line may move: never with reduced motion, and never on the server or while
 * hydrating, where the shared hook answers its server value (reduced, here) until it knows.
 */
function useMotionAllowed(): boolean {
  return !useMediaQuery('(prefers-reduced-motion: reduce)', true);
}

export function WinnersTicker() {
  const { t } = useTranslation('games');
  const winners = useWinners();
  return (
    <section className="g-section" aria-labelledby="g-winners-title" data-testid="winners">
      <h2 id="g-winners-title">{t('winners_title')}</h2>
      {winners.status === 'ready' && winners.value.wins.length > 0 ? (
        <WinnersLine winners={winners.value} />
      ) : (
        <p className="g-winners g-muted" data-testid="winners-empty">
          {winners.status === 'loading' ? t('winners_loading') : winners.status === 'failed' ? t('winners_failed') : t('winners_none')}
        </p>
      )}
    </section>
  );
}

function WinnersLine({ winners }: { winners: Winners }) {
  const { t } = useTranslation('games');
  const motion = useMotionAllowed();
  const [paused, setPaused] = useState(false);
  const moving = motion && !paused;
  const lines = winners.wins.map((win) =>
    t('winner_line', {
      player: win.player,
      amount: formatMoney(win.amount, winners.currency, { decimals: Number.isInteger(win.amount) ? 0 : 2 }),
      game: win.game,
    }),
  );
  const items = (hidden: boolean) =>
    lines.map((line, index) => (
      <li key={`${hidden ? 'copy' : 'win'}-${index}`} className="g-winner" aria-hidden={hidden || undefined}>
        {line}
      </li>
    ));
  return (
    <div className="g-winners" data-moving={moving}>
      <div className="g-winners__track">
        {/* Scrolled sideways by hand when still, so reachable by keyboard too; focus pauses the motion. */}
        {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <ul className="g-winners__list" data-testid="winners-list" tabIndex={0} aria-labelledby="g-winners-title">
          {items(false)}
          {/* The second copy makes the loop seamless; screen readers read the first only. */}
          {moving && items(true)}
        </ul>
      </div>
      {motion && (
        <button
          type="button"
          className="g-winners__pause"
          aria-pressed={paused}
          onClick={() => setPaused(!paused)}
          data-testid="winners-pause"
        >
          {t('winners_pause')}
        </button>
      )}
    </div>
  );
}
