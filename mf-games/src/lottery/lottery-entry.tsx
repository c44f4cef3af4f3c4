/**
 * The lottery tile of the home page: a logged-in player goes to the lottery launch; a guest is
 * asked to log in first (SPEC 4).
 */
import { DEFAULT_GAME_VENDOR, useTranslation, type ParcelProps } from '@m/shared';
import { ensureSession } from '../common/request-login';

export function LotteryEntry({ navigate }: Pick<ParcelProps, 'navigate'>) {
  const { t } = useTranslation('games');
  return (
    <button
      type="button"
      className="btn"
      data-testid="lottery-entry"
      onClick={() => {
        if (ensureSession('lottery')) navigate(`/launchGame?vendor=${DEFAULT_GAME_VENDOR}&code=lobby`);
      }}
    >
      {t('lottery_entry')}
    </button>
  );
}
