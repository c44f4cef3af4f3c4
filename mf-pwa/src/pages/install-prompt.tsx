/**
 * The install-to-home-screen bottom popup (SPEC sections 2 and 4): after the browser offered its
 * prompt (looked for 20 times, 150 ms apart), the popup with cancel and agree slides in 1000 ms
 * later. On iOS, which has no such prompt, it shows the "Share, then Add to Home Screen" help,
 * only where iOS can run home-screen apps.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type BeforeInstallPromptEvent,
  INSTALL_PROMPT_DELAY_MS,
  type ParcelProps,
  type Subscription,
  systemConfig,
  useBehavior,
  useTranslation,
  whenTurn,
  type PromptTurn,
} from '@m/shared';
import { installRoute, type NotOffered } from '../install/install-eligibility';
import { InstallFlags } from '../install/install-flags';
import { capturedInstallPrompt, onInstallPromptAvailable, runInstallPrompt } from '../install/install-actions';
import { pollInstallPrompt } from '../install/poll-install-prompt';
import { appIdentity } from '../download/download-data';
import { NO_RESOURCES } from '../download/download-resources';
import { readPlatform } from '../platform/platform';
import { nativeAppInstalled } from '../platform/related-apps';
import { AppIcon } from '../ui/app-icon';
import { BottomSheet } from '../ui/bottom-sheet';
import { whenNoSheetOpen } from '../ui/open-sheets';
import { usePwaStyles } from '../ui/pwa-styles';

type Offer = { kind: 'prompt'; event: BeforeInstallPromptEvent } | { kind: 'ios' };

export function InstallPrompt(_props: ParcelProps) {
  usePwaStyles();
  const { t } = useTranslation('pwa');
  const config = useBehavior(systemConfig);
  const [offer, setOffer] = useState<Offer | null>(null);
  const [open, setOpen] = useState(false);
  // Why the popup is or is not shown, readable by support staff and tests (a test proving the
  // popup does not come waits for this instead of sleeping past its delay).
  const [decision, setDecision] = useState<'pending' | 'offered' | 'native-app-installed' | NotOffered>('pending');
  const turn = useRef<PromptTurn | null>(null);

  useEffect(() => {
    const flags = new InstallFlags();
    const route = installRoute(readPlatform(), flags);
    const controller = new AbortController();
    // Asked once, answered long before the popup's 1 s delay is over.
    const nativeInstalled = route === 'browser-prompt' ? nativeAppInstalled() : Promise.resolve(false);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let waiting: Subscription | undefined;
    const offerLater = (next: Offer) => {
      clearTimeout(timer);
      waiting?.unsubscribe();
      turn.current?.cancel();
      timer = setTimeout(() => {
        void nativeInstalled.then((installed) => {
          if (controller.signal.aborted) return;
          // The merchant's native app is on this phone: no home-screen copy of the site.
          setDecision(installed ? 'native-app-installed' : 'offered');
          if (installed) return;
          // Not over a popup the player opened (the download popup): right after it closes.
          waiting = whenNoSheetOpen(() => {
            // After the promotion popup, never beside another prompt or a sheet (issue 27).
            turn.current = whenTurn('install', () => {
              // The player may have installed or declined elsewhere (the download popup) meanwhile.
              if (flags.isInstalled() || flags.isDeclinedThisSession()) return false;
              setOffer(next);
              setOpen(true);
            });
          });
        });
      }, INSTALL_PROMPT_DELAY_MS);
    };
    let stopListening = () => undefined as void;
    // oxlint-disable-next-line react/set-state-in-effect -- the install route is read from the browser (standalone mode, platform), after mount
    if (route !== 'ios-help' && route !== 'browser-prompt') setDecision(route);
    if (route === 'ios-help') offerLater({ kind: 'ios' });
    if (route === 'browser-prompt') {
      void pollInstallPrompt(capturedInstallPrompt, { signal: controller.signal }).then((event) => {
        if (controller.signal.aborted) return;
        if (event) offerLater({ kind: 'prompt', event });
        else flags.markPromptMissing();
      });
      // The browser may still offer it after the polling gave up.
      stopListening = onInstallPromptAvailable((event) => offerLater({ kind: 'prompt', event }));
    }
    return () => {
      controller.abort();
      clearTimeout(timer);
      waiting?.unsubscribe();
      turn.current?.cancel();
      stopListening();
    };
  }, []);

  const close = useCallback(() => setOpen(false), []);
  const closed = useCallback(() => {
    setOffer(null);
    turn.current?.done();
  }, []);

  const cancel = () => {
    new InstallFlags().decline();
    close();
  };
  const agree = () => {
    close();
    if (offer?.kind === 'prompt') void runInstallPrompt(offer.event);
    // iOS: the player read the steps; not asked again this session, but not counted as a no.
    else if (offer?.kind === 'ios') new InstallFlags().dismissForSession();
  };

  if (!offer) return <span hidden data-testid="install-decision" data-decision={decision} />;
  const { name, icon } = appIdentity(config?.status, NO_RESOURCES);
  return (
    <BottomSheet open={open} onClosed={closed} onDismiss={cancel} labelledBy="pwa-install-title" testId="install-prompt">
      <div className="pwa-sheet__head">
        <AppIcon src={icon} />
        <h2 className="pwa-sheet__title" id="pwa-install-title">
          {offer.kind === 'ios' ? t('a2hs_ios_title') : t('a2hs_title', { name })}
        </h2>
      </div>
      {offer.kind === 'ios' ? (
        <ol className="pwa-steps" data-testid="install-ios-help">
          <li>{t('a2hs_ios_step1')}</li>
          <li>{t('a2hs_ios_step2')}</li>
        </ol>
      ) : (
        <p className="pwa-sheet__message">{t('a2hs_msg')}</p>
      )}
      <div className="pwa-sheet__actions">
        <button type="button" className="btn" onClick={cancel} data-testid="install-cancel">
          {t('cancel')}
        </button>
        <button type="button" className="btn btn--primary" onClick={agree} data-testid="install-agree">
          {offer.kind === 'ios' ? t('got_it') : t('a2hs_agree')}
        </button>
      </div>
    </BottomSheet>
  );
}
