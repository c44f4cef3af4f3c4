/**
 * What happens when a player picks a game on any list:
 * - a vendor under maintenance: explained, nothing launches;
 * - a guest: the login dialog over the bus (mf-auth), and once logged in the launch goes on by
 *   itself (launch-after-login.ts) (SPEC 4: lottery and Vietnam lottery need a session;
 *   every real launch does here);
 * - a member: /m/launchGame with the game and the way back to this very view.
 * A guest may also play a freeplay game as a free trial (GCS_gameTrialLaunch) in the game view.
 */
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { api, bus, isFlagOn, showNotice, useTranslation } from '@m/shared';
import { ensureSession } from '../platform/request-login';
import { currentAppMode, launchAppMode, launchRefusedOutsideApp } from '../platform/app-mode';
import { GameView } from './game-view';
import { forgetPendingLaunch, launchAfterLogin } from './launch-after-login';
import { launchRoute } from './launch-request';
import { rememberPushedLaunch } from './launch-origin';
import { launchFailed, playableUrl } from './launch-outcome';

export interface PlayableGame {
  code: string;
  vendor: string;
  name: string;
  type: string;
  trial: boolean;
  nodeId?: string;
  maintenance: boolean;
}

export interface PlayOptions {
  navigate: (to: string) => void;
  /** The app path of the current view (`/m/rng?vendor=PG`), where the game goes back to. */
  here: string;
  /** Called just before leaving for a game (the view remembers its scroll position). */
  beforeLeave?: () => void;
}

export function usePlay({ navigate, here, beforeLeave }: PlayOptions): {
  play: (game: PlayableGame) => void;
  trial: (game: PlayableGame) => void;
  overlay: ReactNode;
} {
  const { t } = useTranslation('games');
  const [trialView, setTrialView] = useState<{ gameUrl: string; title: string } | null>(null);
  const latest = useRef({ navigate, here, beforeLeave });
  // After each render, before any tap can reach `go` (a ref is not written during render).
  useLayoutEffect(() => {
    latest.current = { navigate, here, beforeLeave };
  });

  const go = useCallback((game: PlayableGame) => {
    latest.current.beforeLeave?.();
    const route = launchRoute(game, latest.current.here);
    rememberPushedLaunch(route);
    latest.current.navigate(route);
  }, []);

  const play = useCallback(
    (game: PlayableGame) => {
      if (game.maintenance) {
        void showNotice({ message: t('vendor_maintenance', { vendor: game.vendor }) });
        return;
      }
      forgetPendingLaunch();
      // The dialog names the game (issue 27): the player sees why logging in is asked, and for what.
      if (!ensureSession(game.type === 'LOTT' || game.type === 'VNLOTT' ? 'lottery' : 'game', game.name)) {
        latest.current.beforeLeave?.();
        launchAfterLogin(launchRoute(game, latest.current.here));
        return;
      }
      go(game);
    },
    [go, t],
  );

  const trial = useCallback(
    (game: PlayableGame) => {
      const mode = currentAppMode();
      if (launchRefusedOutsideApp(isFlagOn('STARTGAMEINAPP3'), mode)) {
        void showNotice({ message: t('label_start_game_error') });
        return;
      }
      const appMode = launchAppMode(mode);
      api
        .call('gameTrialLaunch', {
          query: { gameId: game.code, ...(game.nodeId ? { nodeId: game.nodeId } : {}), platform: 'html5', ...(appMode ? { appMode } : {}) },
        })
        .then((value) => {
          const gameUrl = playableUrl(value, window.location.origin);
          if (!gameUrl) throw { kind: 'server', messageKey: 'no_url' };
          bus.publish('track.event', { event: 'startTrial', payload: { content: { vendor: game.vendor, gameCode: game.code } } });
          setTrialView({ gameUrl, title: game.name });
        })
        .catch((error: unknown) => {
          const outcome = launchFailed(error);
          void showNotice({
            message:
              outcome.status === 'failed' && outcome.message
                ? outcome.message
                : t(outcome.status === 'failed' && outcome.messageKey ? outcome.messageKey : 'launch_unknown_error'),
          });
        });
    },
    [t],
  );

  const overlay = trialView ? (
    <GameView
      gameUrl={trialView.gameUrl}
      title={t('trial_title', { name: trialView.title })}
      view="trial"
      onBack={() => setTrialView(null)}
    />
  ) : null;
  return { play, trial, overlay };
}
