/**
 * The in-app game view: the game fills the screen, with a bar to go back where the player was.
 * While it is open the service worker does not offer updates (`game.view` on the bus).
 */
import { useEffect, useRef } from 'react';
import { bus, useTranslation } from '@m/shared';
import type { LaunchView } from './launch-request';

export function GameView({
  gameUrl,
  title,
  view,
  onBack,
}: {
  gameUrl: string;
  title: string;
  view: LaunchView | 'trial';
  /** Called with the game's frame: a way back may need to watch it (step-out-of-game.ts). */
  onBack: (frame: HTMLIFrameElement | null) => void;
}) {
  const { t } = useTranslation('games');
  const back = useRef<HTMLButtonElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    bus.publish('game.view', { open: true });
    back.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onBack(frame.current);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      bus.publish('game.view', { open: false });
    };
  }, [onBack]);
  return (
    <div className="g-view" role="dialog" aria-modal="true" aria-labelledby="g-view-title" data-testid="game-view" data-view={view}>
      <div className="g-view__bar">
        <button ref={back} type="button" className="btn btn--small" onClick={() => onBack(frame.current)} data-testid="game-view-back">
          {t('back')}
        </button>
        <h2 id="g-view-title">{title}</h2>
      </div>
      <iframe ref={frame} src={gameUrl} title={title} allow="autoplay; fullscreen" referrerPolicy="same-origin" />
    </div>
  );
}
