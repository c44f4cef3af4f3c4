/**
 * Silences the build warnings this project expects, so that a newcomer's `npm start` shows no
 * warning that is not one (issue 27). Every other warning still prints.
 *
 * - The federation manifest plugin warns on every remote build that the manifest "will use
 *   absolute path resolution via its host at runtime" because publicPath is 'auto'. That is the
 *   design: a remote's version folder is served from wherever the merchant's registry says
 *   (docs/architecture.md), so its files are found relative to the script that loaded them.
 */
import util from 'node:util';
import type webpack from 'webpack';

const EXPECTED: { logger: RegExp; message: RegExp }[] = [
  {
    logger: /Module Federation Manifest Plugin/,
    message: /Manifest will use absolute path resolution via its host at runtime, reason: publicPath='auto'/,
  },
];

/** True for an infrastructure-log warning on the list above. */
export function isExpectedWarning(logger: string, type: string, args: unknown[]): boolean {
  if (type !== 'warn') return false;
  const text = util.format(...args);
  return EXPECTED.some((expected) => expected.logger.test(logger) && expected.message.test(text));
}

export class ExpectedWarningsPlugin implements webpack.WebpackPluginInstance {
  apply(compiler: webpack.Compiler): void {
    // A bail hook: answering true stops the line before webpack's console prints it.
    compiler.hooks.infrastructureLog.tap('ExpectedWarningsPlugin', (logger, type, args) =>
      isExpectedWarning(logger, type, args ?? []) ? true : undefined,
    );
  }
}
