import type { ParcelOptions } from '@m/shared';

/** The `auth` namespace: one catalogue per language, each its own chunk, loaded on demand. */
export const I18N: NonNullable<ParcelOptions['i18n']> = {
  namespace: 'auth',
  load: (language) => import(/* webpackChunkName: "locale-[request]" */ `./locales/${language}.json`),
};
