// Values the build defines with webpack's DefinePlugin.
globalThis.__BUNDLE_NAME__ = 'test';
globalThis.__BUNDLE_VERSION__ = '0.0.0-test';

// jsdom does not implement scrolling and logs an error for every call; tests that care spy on it.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;
