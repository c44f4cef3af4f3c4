/** The bottom sheet the login and register dialogs open in; closes on ×, Escape or the backdrop. */
import { useEffect, type ReactNode } from 'react';
import { lockScroll, userOverlayOpened, useTranslation } from '@m/shared';

export function DialogFrame({
  title,
  onClose,
  children,
  testId,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('auth');
  useEffect(() => lockScroll(), []);
  // The player asked for this dialog: the promotion popup or install hint waits until it closes.
  useEffect(() => userOverlayOpened(), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="auth-dialog-backdrop" role="presentation" onClick={(event) => event.target === event.currentTarget && onClose()}>
      <div className="auth-dialog" role="dialog" aria-modal="true" aria-labelledby={`${testId}-title`} data-testid={testId}>
        <button type="button" className="auth-dialog__close" aria-label={t('close')} onClick={onClose}>
          ×
        </button>
        <h2 id={`${testId}-title`}>{title}</h2>
        {children}
      </div>
    </div>
  );
}
