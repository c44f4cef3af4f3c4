/**
 * The app window (SPEC section 4): after the player closes the download bar, a small panel keeps
 * "open in the app" one tap away without taking the bar's place.
 */
import { useTranslation } from '@m/shared';
import { AppIcon } from './app-icon';

export function AppWindow({ icon, onOpen, onClose }: { icon: string | null; onOpen: () => void; onClose: () => void }) {
  const { t } = useTranslation('pwa');
  return (
    <aside className="pwa-app-window" data-testid="app-window" aria-label={t('app_window_label')}>
      <AppIcon src={icon} />
      <button type="button" className="btn btn--small btn--primary" onClick={onOpen} data-testid="app-window-open">
        {t('app_window_open')}
      </button>
      <button type="button" className="pwa-close" onClick={onClose} aria-label={t('close')} data-testid="app-window-close">
        ×
      </button>
    </aside>
  );
}
