// Unit tests sit beside the code (`*.test.ts(x)`). Two projects: browser code in jsdom,
// server and build code in Node. Transpiled by swc; types are checked by `tsc` separately.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/shared/test/jsdom-environment.js',
      roots: [
        '<rootDir>/shared/src',
        '<rootDir>/shell/src',
        '<rootDir>/ops/src',
        '<rootDir>/mf-auth/src',
        '<rootDir>/mf-games/src',
        '<rootDir>/mf-member/src',
        '<rootDir>/mf-promotions/src',
        '<rootDir>/mf-pwa/src',
      ],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.[cm]?[jt]sx?$': swc },
      transformIgnorePatterns: ['/node_modules/(?!\\.pnpm/(?:single-spa|single-spa-react)@)'],
      setupFiles: ['<rootDir>/shared/test/setup-globals.js'],
    },
    {
      displayName: 'node',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/shared/build', '<rootDir>/scripts', '<rootDir>/e2e/reports', '<rootDir>/bench/src'],
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      transform: { '^.+\\.[cm]?[jt]sx?$': swc },
      // fastify's inject() requires `cookie`, and @fastify/static (so buildApp) `content-disposition`,
      // which ship ESM only: transpile them like our code.
      transformIgnorePatterns: ['^(?!.*/\\.pnpm/(?:cookie|content-disposition)@).*/node_modules/'],
    },
  ],
};
