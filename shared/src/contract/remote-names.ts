/**
 * The remotes, by package (and folder) name: the one list the shell, the server, the scripts,
 * e2e and bench read (`@m/shared/remotes` for the server; a relative import where there is no
 * package). Pure: no imports, so a Node script can take it without React or the browser.
 * scripts/nginx-config.mjs (plain Node, no TypeScript) keeps a copy that a test holds equal.
 */
export const REMOTE_NAMES = ['mf-auth', 'mf-games', 'mf-member', 'mf-promotions', 'mf-pwa'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
