/**
 * The lobby's rows of the member's own games, favourites then recently played. Until both have
 * answered, their box keeps the place they took last time in this tab (reserved-rows.ts), so
 * rows slower than the lobby move nothing the player sees.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { sessionStore, useBehavior, useTranslation } from '@m/shared';
import { GameStrip, type GameActions, type TileGame } from '../ui/game-tile';
import { forgetRowsHeight, keepRowsHeight, keptRowsHeight } from './reserved-rows';

export interface MemberRowsProps<Game extends TileGame> {
  signedIn: boolean;
  favourites: { ready: boolean; list: readonly Game[] };
  recent: { ready: boolean; list: readonly Game[] };
  actions: GameActions<Game>;
}

export function MemberRows<Game extends TileGame>({ signedIn, favourites, recent, actions }: MemberRowsProps<Game>) {
  const { t } = useTranslation('games');
  const box = useRef<HTMLDivElement>(null);
  const memberId = useBehavior(sessionStore.subject)?.id ?? null;
  const settled = signedIn && favourites.ready && recent.ready;
  const shown = `${favourites.list.length > 0}/${recent.list.length > 0}`;
  const [kept] = useState(() => keptRowsHeight(memberId));
  const reserve = signedIn && !settled ? kept : 0;

  // What the rows take now is kept for the next visit.
  useLayoutEffect(() => {
    if (!signedIn || memberId === null) forgetRowsHeight();
    else if (settled && box.current) keepRowsHeight(box.current, memberId);
  }, [signedIn, settled, shown, memberId]);

  return (
    <div
      className="g-member-rows"
      ref={box}
      data-testid="member-rows"
      data-reserved={reserve > 0 || undefined}
      style={reserve > 0 ? { minHeight: reserve } : undefined}
    >
      {/* A kept place stays empty until both rows are in: one arriving before the other would move it. */}
      {reserve === 0 && favourites.list.length > 0 && (
        <section className="g-section" aria-labelledby="g-favourites">
          <h2 id="g-favourites">{t('favourites_title')}</h2>
          <GameStrip games={favourites.list} actions={actions} label={t('favourites_title')} testId="favourites" />
        </section>
      )}
      {reserve === 0 && recent.list.length > 0 && (
        <section className="g-section" aria-labelledby="g-recent">
          <h2 id="g-recent">{t('recent_title')}</h2>
          <GameStrip games={recent.list} actions={actions} label={t('recent_title')} testId="recent" />
        </section>
      )}
    </div>
  );
}
