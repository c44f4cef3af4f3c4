/**
 * /m/launchGame (SPEC 2, 4, 7, 8): asks the backend for the game and opens it in the game view.
 * Refused outside the apps when STARTGAMEINAPP3 is on; a time-out (10 000 ms) or an answer
 * without a game URL offers a retry; the server's message is shown as text.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  api,
  bus,
  currentLanguage,
  GAME_LAUNCH_TIMEOUT_MS,
  isFlagOn,
  useTranslation,
  type NavigateOptions,
  SkeletonBlock,
} from '@m/shared';
import { currentAppMode, launchAppMode, launchRefusedOutsideApp } from '../platform/app-mode';
import { sameSitePath, toRoute } from '../platform/app-paths';
import { GameView } from './game-view';
import { launchBody, parseLaunchQuery } from './launch-request';
import { launchFailed, launchSucceeded, type LaunchState } from './launch-outcome';
import { takePushedLaunch } from './launch-origin';
import { stepOutOfGame } from './step-out-of-game';

const DEFAULT_BACK = '/m/game';

export function LaunchScreen({ search, navigate }: { search: string; navigate: (to: string, options?: NavigateOptions) => void }) {
  const { t } = useTranslation('games');
  const request = useMemo(() => parseLaunchQuery(search), [search]);
  const back = useMemo(() => sameSitePath(new URLSearchParams(search).get('backUrl'), window.location.origin), [search]);
  const [state, setState] = useState<LaunchState>({ status: 'launching' });
  const [attempt, setAttempt] = useState(0);
  const [pushedByTap] = useState(() => takePushedLaunch(search));

  useEffect(() => {
    if ('error' in request) return;
    const mode = currentAppMode();
    if (launchRefusedOutsideApp(isFlagOn('STARTGAMEINAPP3'), mode)) {
      // oxlint-disable-next-line react/set-state-in-effect -- the app mode is read in the browser, when each launch (another game, or Retry) starts
      setState({ status: 'refused' });
      return;
    }
    setState({ status: 'launching' });
    const controller = new AbortController();
    let settled = false;
    // SPEC 4: no game URL within 10 s shows the retry notice, whatever the network does.
    const watchdog = setTimeout(() => {
      if (settled) return;
      settled = true;
      controller.abort();
      setState({ status: 'failed', messageKey: 'timeout_retry_please', retry: true });
    }, GAME_LAUNCH_TIMEOUT_MS);
    // The lottery shows the member's VIP label (SPEC 7 labelName); without it the lottery still opens.
    const label = request.lottery
      ? api.call('memberInfo', { signal: controller.signal, notify: false }).then(
          (info) => info?.clubLabel?.labelName,
          () => undefined,
        )
      : Promise.resolve(undefined);
    label
      .then((labelName) => {
        const body = launchBody(request, {
          language: currentLanguage() || null,
          backUrl: back,
          title: t(request.lottery ? 'lottery_title' : 'game_title'),
          ...(labelName ? { labelName } : {}),
          appMode: launchAppMode(mode),
        });
        return api.call('launchGame', { body, signal: controller.signal, timeoutMs: GAME_LAUNCH_TIMEOUT_MS });
      })
      .then((value) => {
        if (settled) return;
        settled = true;
        const next = launchSucceeded(value, window.location.origin);
        if (next.status === 'playing')
          bus.publish('track.event', {
            event: 'gameLaunch',
            payload: { content: { vendor: request.vendor, gameCode: request.code, view: request.view } },
          });
        setState(next);
      })
      .catch((error: unknown) => {
        if (settled) return;
        settled = true;
        setState(launchFailed(error));
      });
    return () => {
      settled = true;
      clearTimeout(watchdog);
      controller.abort();
    };
  }, [request, back, attempt, t]);

  // Leaving never adds a page after the launch: the phone's Back from where the player went must
  // not land on /m/launchGame again, which would start the game anew with a second launch
  // request (issue 27). A launch a tap pushed on top of the view goes back to it; any other one
  // is replaced by its way back (launch-origin.ts).
  // Rounds a vendor page added to the history are stepped over (step-out-of-game.ts).
  const leave = useCallback(
    (frame: HTMLIFrameElement | null = null) => {
      if (pushedByTap) stepOutOfGame(frame);
      else navigate(toRoute(back ?? DEFAULT_BACK), { replace: true });
    },
    [navigate, back, pushedByTap],
  );

  if ('error' in request) return <Problem message={t('launch_bad_link')} onBack={leave} />;
  if (state.status === 'refused') return <Problem message={t('label_start_game_error')} onBack={leave} testId="launch-refused" />;
  if (state.status === 'failed') {
    return (
      <Problem
        message={state.message ?? t(state.messageKey ?? 'launch_unknown_error')}
        onBack={leave}
        onRetry={state.retry ? () => setAttempt((n) => n + 1) : undefined}
      />
    );
  }
  if (state.status === 'playing')
    return (
      <GameView gameUrl={state.gameUrl} title={t(request.lottery ? 'lottery_title' : 'game_title')} view={request.view} onBack={leave} />
    );
  return (
    <div className="g-notice" role="status" data-testid="launch-progress">
      <p>{t('launch_starting')}</p>
      <SkeletonBlock height={8} />
    </div>
  );
}

function Problem({
  message,
  onBack,
  onRetry,
  testId = 'launch-error',
}: {
  message: string;
  onBack: () => void;
  onRetry?: () => void;
  testId?: string;
}) {
  const { t } = useTranslation('games');
  return (
    <div className="g-notice" role="alert" data-testid={testId}>
      <p>{message}</p>
      {onRetry && (
        <button type="button" className="btn btn--primary" onClick={onRetry} data-testid="launch-retry">
          {t('retry', { ns: 'common' })}
        </button>
      )}{' '}
      <button type="button" className="btn" onClick={() => onBack()}>
        {t('back')}
      </button>
    </div>
  );
}
