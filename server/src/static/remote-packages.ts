/** The remote packages the server publishes (folder names in the repository). */
export const REMOTE_PACKAGES = ['mf-auth', 'mf-games', 'mf-member', 'mf-promotions', 'mf-pwa'] as const;
