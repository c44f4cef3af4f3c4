/**
 * The download-help prompt for installing the iOS profile (SPEC section 2): iOS downloads a
 * configuration profile silently, and players do not know they must finish it in Settings.
 */
import { i18n, showNotice } from '@m/shared';

export function showIosProfileHelp(): Promise<void> {
  const t = (key: string) => i18n.t(key, { ns: 'pwa' });
  const steps = [t('ios_profile_step1'), t('ios_profile_step2'), t('ios_profile_step3')].map((step, i) => `${i + 1}. ${step}`);
  return showNotice({ title: t('ios_profile_title'), message: steps.join('\n'), button: t('got_it') });
}
