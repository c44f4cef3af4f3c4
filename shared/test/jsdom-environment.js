// jsdom lacks fetch and a few other web APIs that Node has (firebase/auth and the API client
// need them): copy Node's into the jsdom global. See docs/toolchain.md.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithWebApis extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'TextEncoder',
      'TextDecoder',
      'structuredClone',
      'BroadcastChannel',
      'ReadableStream',
      'AbortController',
      'AbortSignal',
    ]) {
      if (typeof globalThis[name] !== 'undefined') g[name] = globalThis[name];
    }
    if (globalThis.crypto?.subtle) {
      Object.defineProperty(g, 'crypto', { value: globalThis.crypto, configurable: true });
    }
  }
}

module.exports = JsdomWithWebApis;
