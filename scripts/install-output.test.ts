import { installOutputFilter, NATIVE_BUILD_NOTICE } from './install-output.mjs';

const FIRST_INSTALL = [
  'Packages: +1060',
  '.../node_modules/@swc/core postinstall$ node postinstall.js',
  '.../node_modules/better-sqlite3 install$ prebuild-install || node-gyp rebuild --release',
  '.../node_modules/@swc/core postinstall: Done',
  '.../node_modules/better-sqlite3 install: prebuild-install warn install getaddrinfo ENOTFOUND github.com',
  '.../node_modules/better-sqlite3 install: gyp info it worked if it ends with ok',
  '.../node_modules/better-sqlite3 install: ../src/util/data.cpp:36:17: warning: this statement may fall through [-Wimplicit-fallthrough=]',
  '.../node_modules/better-sqlite3 install: Done',
  'Done in 2m 2.5s using pnpm v10.34.9',
];

describe("the first install's output", () => {
  it("replaces better-sqlite3's compile noise by one line and keeps everything else", () => {
    const filter = installOutputFilter();
    const printed = FIRST_INSTALL.map((line) => filter.line(line)).filter((line) => line !== null);
    expect(printed).toEqual([
      'Packages: +1060',
      '.../node_modules/@swc/core postinstall$ node postinstall.js',
      NATIVE_BUILD_NOTICE,
      '.../node_modules/@swc/core postinstall: Done',
      '.../node_modules/better-sqlite3 install: Done',
      'Done in 2m 2.5s using pnpm v10.34.9',
    ]);
    expect(printed.join('\n')).not.toMatch(/gyp info|warning:|ENOTFOUND/);
  });

  it('holds the compile output back for a failure to print', () => {
    const filter = installOutputFilter();
    FIRST_INSTALL.forEach((line) => filter.line(line));
    expect(filter.held()).toHaveLength(4);
    expect(filter.held()[1]).toContain('getaddrinfo ENOTFOUND github.com');
  });
});
