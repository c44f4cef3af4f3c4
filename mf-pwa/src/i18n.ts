import type { ParcelOptions } from '@m/shared';

/** The `pwa` namespace: one catalogue per language, each its own chunk, loaded on demand. */
export const I18N: NonNullable<ParcelOptions['i18n']> = {
  namespace: 'pwa',
  load: (language) => import(/* webpackChunkName: "locale-[request]" */ `./locales/${language}.json`),
};
