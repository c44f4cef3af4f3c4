declare const __BUNDLE_NAME__: string;
declare const __BUNDLE_VERSION__: string;
/** The versions of the shared modules the shell's server build provides to the remotes' (shared/build/server-webpack-config.ts). */
declare const __SHARED_VERSIONS__: { react: string; 'react-router-dom': string; rxjs: string; '@m/shared': string };
