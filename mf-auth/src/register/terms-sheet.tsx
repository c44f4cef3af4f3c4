/**
 * The merchant's terms and conditions, opened from the registration form (issue 27): read from
 * GET systemTerms in the player's language and shown as plain text (the server sends paragraphs,
 * never markup). It opens over the form, which keeps everything typed: focus moves into it,
 * Tab stays inside, Escape or the button closes it, and focus goes back to what opened it.
 */
import { useEffect, useRef, useState } from 'react';
import { api, useTranslation, type AnswerOf } from '@m/shared';

type Terms = AnswerOf<'systemTerms'>;
type Loaded = { state: 'loading' } | { state: 'ready'; terms: Terms } | { state: 'failed' };

const FOCUSABLE = 'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

function keepFocusIn(root: HTMLElement, event: KeyboardEvent): void {
  const controls = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const outside = !root.contains(document.activeElement);
  if (event.shiftKey && (document.activeElement === first || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (document.activeElement === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}

export function TermsSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const sheet = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let live = true;
    api.call('systemTerms', { notify: false }).then(
      (terms) => live && setLoaded({ state: 'ready', terms }),
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    close.current?.focus();
    // Captured on window first: Escape closes this sheet only (not the register dialog under it),
    // and Tab and Shift+Tab go round the sheet's own controls.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
      } else if (event.key === 'Tab' && sheet.current) keepFocusIn(sheet.current, event);
    };
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      opener?.focus();
    };
  }, [onClose]);

  const title = loaded.state === 'ready' ? loaded.terms.title : t('terms_title');
  return (
    <div className="auth-modal-backdrop" role="presentation" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={sheet}
        className="auth-modal auth-terms"
        role="dialog"
        aria-modal="true"
        aria-labelledby="terms-sheet-title"
        data-testid="terms-sheet"
      >
        <h2 id="terms-sheet-title">{title}</h2>
        <div className="auth-terms__text" aria-busy={loaded.state === 'loading'}>
          {loaded.state === 'loading' && <p>{t('terms_loading')}</p>}
          {loaded.state === 'failed' && <p role="alert">{t('terms_unavailable')}</p>}
          {loaded.state === 'ready' && (
            <>
              {loaded.terms.paragraphs.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
              <p className="auth-field__hint">{t('terms_version', { version: loaded.terms.version })}</p>
            </>
          )}
        </div>
        {/* Kept in view at the bottom while the text scrolls under it. */}
        <div className="auth-terms__actions">
          <button ref={close} type="button" className="btn btn--primary auth-submit" onClick={onClose} data-testid="terms-close">
            {t('close')}
          </button>
        </div>
      </div>
    </div>
  );
}
