/** Choose a profile icon among the merchant's count; the backend keeps the choice. */
import { useState } from 'react';
import { showToast, useTranslation } from '@m/shared';
import { ProfileIcon } from './profile-icon';
import { saveProfileIcon } from './account-api';

export function ProfileIconPicker({ count, chosen, onSaved }: { count: number; chosen: number; onSaved: (icon: number) => void }) {
  const { t } = useTranslation('member');
  const [busy, setBusy] = useState(false);
  const pick = (icon: number) => {
    if (busy || icon === chosen) return;
    setBusy(true);
    saveProfileIcon(icon)
      .then((answer) => {
        onSaved(answer.profileIcon);
        showToast(t('profile_icon_saved'), 2000);
      })
      .catch(() => {
        // presented by the shell's error catalogue
      })
      .finally(() => setBusy(false));
  };
  return (
    <fieldset className="mc-icons" data-testid="profile-icon-picker" aria-busy={busy}>
      <legend className="mc-muted">{t('profile_icon_choose')}</legend>
      {Array.from({ length: count }, (_, index) => index + 1).map((icon) => (
        <button
          key={icon}
          type="button"
          className="mc-avatar"
          aria-pressed={icon === chosen}
          aria-label={t('profile_icon_n', { n: icon })}
          data-icon={icon}
          onClick={() => pick(icon)}
        >
          <ProfileIcon icon={icon} numbered />
        </button>
      ))}
    </fieldset>
  );
}
