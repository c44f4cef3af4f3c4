/**
 * The lobby's rows of the member's own games, favourites then recently played, in a box that
 * keeps the place they took last time in this tab (reserved-rows.ts), so their arrival after the
 * lobby moves nothing the player sees.
 */
import { useLayoutEffect, useRef } from 'react';
import { sessionStore, useBehavior, useTranslation } from '@m/shared';
import { GameStrip, type GameActions, type TileGame } from '../ui/game-tile';
import { forgetRowsHeight, keepRowsHeight } from './reserved-rows';

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

  // Before the paint that shows the rows: the place is set to what they take now.
  useLayoutEffect(() => {
    if (!signedIn || memberId === null) forgetRowsHeight();
    else if (settled && box.current) keepRowsHeight(box.current, memberId);
  }, [signedIn, settled, shown, memberId]);

  return (
    <div className="g-member-rows" ref={box} data-testid="member-rows">
      {favourites.list.length > 0 && (
        <section className="g-section" aria-labelledby="g-favourites">
          <h2 id="g-favourites">{t('favourites_title')}</h2>
          <GameStrip games={favourites.list} actions={actions} label={t('favourites_title')} testId="favourites" />
        </section>
      )}
      {recent.list.length > 0 && (
        <section className="g-section" aria-labelledby="g-recent">
          <h2 id="g-recent">{t('recent_title')}</h2>
          <GameStrip games={recent.list} actions={actions} label={t('recent_title')} testId="recent" />
        </section>
      )}
    </div>
  );
}
