declare const __BUNDLE_NAME__: string;
declare const __BUNDLE_VERSION__: string;
