/**
 * Draws the notices, confirms, toasts and loading indicator that any bundle raises through the
 * shared overlay store. Texts are rendered as text nodes only.
 */
import { useEffect } from 'react';
import { loading$, lockScroll, overlays$, useBehavior, useTranslation, type Overlay } from '@m/shared';

function Dialog({ overlay }: { overlay: Exclude<Overlay, { kind: 'toast' }> }) {
  const { t } = useTranslation();
  useEffect(() => lockScroll(), []);
  return (
    <div className="overlay-backdrop">
      <div className="dialog" role="alertdialog" aria-modal="true" aria-labelledby={`dialog-${overlay.id}`} data-testid={overlay.kind}>
        {overlay.title && (
          <h2 className="dialog__title" id={`dialog-${overlay.id}`}>
            {overlay.title}
          </h2>
        )}
        <p className="dialog__message" id={overlay.title ? undefined : `dialog-${overlay.id}`}>
          {overlay.message}
        </p>
        <div className="dialog__actions">
          {overlay.kind === 'confirm' ? (
            <>
              <button type="button" className="btn" onClick={() => overlay.resolve(false)}>
                {overlay.cancelText ?? t('cancel')}
              </button>
              <button type="button" className="btn btn--primary" onClick={() => overlay.resolve(true)}>
                {overlay.confirmText ?? t('confirm')}
              </button>
            </>
          ) : (
            <button type="button" className="btn btn--primary" onClick={() => overlay.resolve()}>
              {overlay.button ?? t('ok')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}

export function OverlayHost() {
  const { t } = useTranslation();
  const overlays = useBehavior(overlays$);
  const loading = useBehavior(loading$);
  const dialog = overlays.find((o): o is Exclude<Overlay, { kind: 'toast' }> => o.kind !== 'toast');
  return (
    <>
      {dialog && <Dialog key={dialog.id} overlay={dialog} />}
      <div className="toasts" aria-live="polite">
        {overlays
          .filter((o) => o.kind === 'toast')
          .map((o) => (
            <div key={o.id} className="toast" data-testid="toast">
              {o.message}
            </div>
          ))}
      </div>
      {loading > 0 && (
        <div className="loading" role="status" data-testid="loading">
          <span className="spinner" aria-hidden="true" />
          <span className="visually-hidden">{t('loading')}</span>
        </div>
      )}
    </>
  );
}
