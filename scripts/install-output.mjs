// Expected noise in `pnpm install`'s output on a first install (issue 27). better-sqlite3 finds no
// prebuilt binary it can download here (prebuild-install: "getaddrinfo ENOTFOUND github.com"), so
// node-gyp compiles it: about a hundred lines of `gyp info` and of compiler warnings in upstream's
// C++ code, which look like failures to a newcomer. They are held back, replaced by one line that
// says what is happening, and printed in full only if the install fails.
const NATIVE_BUILD = /^\.\.\.\/node_modules\/better-sqlite3 install[:$] /;
const NATIVE_BUILD_DONE = /^\.\.\.\/node_modules\/better-sqlite3 install: Done$/;

export const NATIVE_BUILD_NOTICE =
  'better-sqlite3: no prebuilt binary can be downloaded here, so node-gyp compiles it (1-2 minutes, once per machine; pnpm keeps the result). Its compiler output is shown only if it fails.';

/** One filter per install run: `line` answers what to print for a line of output (null: hold it back). */
export function installOutputFilter() {
  const held = [];
  let noticed = false;
  return {
    line(text) {
      if (NATIVE_BUILD_DONE.test(text) || !NATIVE_BUILD.test(text)) return text;
      held.push(text);
      if (noticed) return null;
      noticed = true;
      return NATIVE_BUILD_NOTICE;
    },
    held: () => [...held],
  };
}
