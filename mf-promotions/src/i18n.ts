import type { ParcelOptions } from '@m/shared';

/** The `promotions` namespace: one catalogue per language, each its own chunk, loaded on demand. */
export const I18N: NonNullable<ParcelOptions['i18n']> = {
  namespace: 'promotions',
  load: (language) => import(/* webpackChunkName: "locale-[request]" */ `./locales/${language}.json`),
};
