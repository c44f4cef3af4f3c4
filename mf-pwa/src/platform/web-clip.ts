/**
 * The iOS web clip: the home-screen icon an iOS configuration profile (MOBILECONFIG) installs.
 * Its URL carries `homescreen` (SPEC section 2); the page keeps the mark for the tab's life.
 */
export const WEB_CLIP_STORAGE_KEY = 'm_homescreen';

export function detectWebClip(search: string, ios: boolean, storage: Pick<Storage, 'getItem' | 'setItem'> | null): boolean {
  if (!ios) return false;
  const value = new URLSearchParams(search).get('homescreen');
  if (value !== null && value !== '' && !/^(?:0|false)$/i.test(value)) {
    try {
      storage?.setItem(WEB_CLIP_STORAGE_KEY, '1');
    } catch {
      // storage disabled: this page still knows
    }
    return true;
  }
  try {
    return storage?.getItem(WEB_CLIP_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}
