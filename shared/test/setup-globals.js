// Values the build defines with webpack's DefinePlugin.
globalThis.__BUNDLE_NAME__ = 'test';
globalThis.__BUNDLE_VERSION__ = '0.0.0-test';
