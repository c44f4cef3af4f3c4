/**
 * One area of the page filled by a remote. Whatever the remote does (unreachable, slower than
 * the registry's bound, throwing while mounting), only this area changes: it shows a translated
 * fallback with Retry, and the failure goes on the bus with the remote's name and version.
 */
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import Parcel from 'single-spa-react/parcel';
import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { bus, useTranslation, type ParcelProps, type RemoteFailureReason, type RemoteName } from '@m/shared';
import { loadParcel, loadTimeoutMs, remoteVersion, resetRemote } from './registry';
import { slotLoading } from './slot-activity';
import { RemoteLoadError } from './remote-load-error';
import { ServerSlotsContext, slotKey, type RenderedSlot } from './server-slots';
import { HydratedParcel } from './hydrated-parcel';
import { useSlowNotice } from './slow-notice';

type SlotState =
  { status: 'loading' } | { status: 'ready'; config: ParcelConfig } | { status: 'failed'; reason: RemoteFailureReason; message: string };

export interface RemoteSlotProps {
  remote: RemoteName;
  module: string;
  props: Omit<ParcelProps, 'reportError'>;
  /** `page` fills the main area; `widget` is one block among others on a layout. */
  variant: 'page' | 'widget';
}

export function RemoteSlot({ remote, module, props, variant }: RemoteSlotProps) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SlotState>({ status: 'loading' });
  const mounted = useRef(false);
  const slotElement = useRef<HTMLDivElement>(null);
  const settleLoading = useRef<() => void>(() => undefined);
  const failedOnce = useRef(false);
  const failedThisAttempt = useRef(false);
  // What the server drew here, if it did: taken once, so a later visit to this route loads anew.
  const serverSlots = useContext(ServerSlotsContext);
  const [server, setServer] = useState<RenderedSlot | null>(() => {
    const key = slotKey(remote, module);
    const drawn = serverSlots?.get(key) ?? null;
    serverSlots?.delete(key);
    return drawn;
  });

  const fail = useCallback(
    (reason: RemoteFailureReason, message: string) => {
      settleLoading.current();
      // Once per attempt, decided outside the state updater: React may run an updater twice
      // (strict mode), and an updater must not publish on the bus.
      if (failedThisAttempt.current) return;
      failedThisAttempt.current = true;
      failedOnce.current = true;
      bus.publish('remote.failed', { remote, version: remoteVersion(remote), module, reason, message });
      setState({ status: 'failed', reason, message });
    },
    [remote, module],
  );

  useEffect(() => {
    let cancelled = false;
    mounted.current = false;
    slotElement.current?.removeAttribute('data-mounted');
    settleLoading.current = slotLoading();
    failedThisAttempt.current = false;
    // oxlint-disable-next-line react/set-state-in-effect -- each attempt (mount, another module, Retry) starts here: its state goes back to loading in the same step as the load it waits for
    setState({ status: 'loading' });
    loadParcel(remote, module).then(
      (config) => {
        if (!cancelled) setState({ status: 'ready', config });
      },
      (error: unknown) => {
        if (cancelled) return;
        const reason = error instanceof RemoteLoadError ? error.reason : 'unreachable';
        fail(reason, error instanceof Error ? error.message : String(error));
      },
    );
    return () => {
      cancelled = true;
      settleLoading.current();
    };
  }, [remote, module, attempt, fail]);

  // A parcel that loaded but never finishes mounting is as broken as one that never loaded.
  useEffect(() => {
    if (state.status !== 'ready') return;
    const timer = setTimeout(() => {
      if (!mounted.current) fail('timeout', `${remote}${module.slice(1)} did not mount within ${loadTimeoutMs()} ms`);
    }, loadTimeoutMs());
    return () => clearTimeout(timer);
  }, [state, remote, module, fail]);

  const onMounted = useCallback(() => {
    mounted.current = true;
    settleLoading.current();
    // For whoever waits for the area to be settled (tests, the size report): set on the element
    // rather than in state, so that marking it does not re-render (and so update) the parcel.
    slotElement.current?.setAttribute('data-mounted', 'true');
    if (failedOnce.current) {
      failedOnce.current = false;
      bus.publish('remote.recovered', { remote, version: remoteVersion(remote), module });
    }
  }, [remote, module]);

  const retry = useCallback(() => {
    resetRemote(remote);
    // A retried area draws itself: the server's HTML went with the failure.
    setServer(null);
    setAttempt((n) => n + 1);
  }, [remote]);

  // Still loading at 5 s: the area says so (as the splash does), until the load ends either way.
  const slow = useSlowNotice(!server && state.status === 'loading');

  const reportError = useCallback((error: unknown) => fail('mount-error', error instanceof Error ? error.message : String(error)), [fail]);
  const parcelProps = useMemo(() => ({ ...props, reportError }), [props, reportError]);

  const className = `remote-slot remote-slot--${variant}`;
  if (state.status === 'failed') {
    return (
      <section
        className={`${className} remote-slot--failed`}
        data-remote={remote}
        data-module={module}
        data-reason={state.reason}
        role="alert"
      >
        <p className="remote-slot__title">{t('remote_unavailable_title')}</p>
        <p className="remote-slot__message">{t('remote_unavailable_msg')}</p>
        <button type="button" className="btn btn--primary" onClick={retry}>
          {t('retry')}
        </button>
      </section>
    );
  }
  // A server-drawn area shows the server's HTML while the remote's code loads, then its parcel
  // hydrates it; otherwise the area draws itself once the code is in.
  return (
    <div
      ref={slotElement}
      className={className}
      data-remote={remote}
      data-module={module}
      data-remote-version={server?.version}
      data-status={server ? 'ready' : state.status}
      aria-busy={!server && state.status === 'loading'}
    >
      {server && (
        <HydratedParcel
          slot={slotKey(remote, module)}
          hydrate={server.version === remoteVersion(remote)}
          html={server.html}
          loads={server.loads}
          config={state.status === 'ready' ? state.config : null}
          parcelProps={parcelProps}
          onMounted={onMounted}
          onError={reportError}
        />
      )}
      {slow && !server && state.status === 'loading' && (
        <p className="remote-slot__slow" role="status" data-testid="remote-slot-slow">
          {t('loading_slow')}
        </p>
      )}
      {!server && state.status === 'ready' && (
        <Parcel
          key={attempt}
          config={state.config}
          mountParcel={mountRootParcel}
          wrapClassName="remote-slot__parcel"
          parcelDidMount={onMounted}
          handleError={(error: Error) => fail('mount-error', error.message)}
          {...parcelProps}
        />
      )}
    </div>
  );
}
