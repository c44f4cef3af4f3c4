import webpack from 'webpack';
import { ExpectedWarningsPlugin, isExpectedWarning } from './expected-warnings-plugin';

const MANIFEST_LOGGER = 'Module Federation Manifest Plugin';
const AUTO_PUBLIC_PATH =
  "[ Module Federation Manifest Plugin ] Manifest will use absolute path resolution via its host at runtime, reason: publicPath='auto'";

describe('the expected build warnings', () => {
  it("silences the manifest plugin's publicPath 'auto' warning only", () => {
    expect(isExpectedWarning(MANIFEST_LOGGER, 'warn', [AUTO_PUBLIC_PATH])).toBe(true);
    // The same plugin's other warnings are real problems: they print.
    expect(
      isExpectedWarning(MANIFEST_LOGGER, 'warn', [
        "Manifest will not generate, because publicPath can only be string, but got 'undefined'",
      ]),
    ).toBe(false);
    // The same words from another logger, or as an error, print too.
    expect(isExpectedWarning('webpack.Compiler', 'warn', [AUTO_PUBLIC_PATH])).toBe(false);
    expect(isExpectedWarning(MANIFEST_LOGGER, 'error', [AUTO_PUBLIC_PATH])).toBe(false);
  });

  it("keeps the line from webpack's console and lets every other line through", () => {
    const printed: string[] = [];
    const compiler = webpack({
      mode: 'production',
      entry: {},
      infrastructureLogging: { level: 'warn', console: recordingConsole(printed) },
    });
    new ExpectedWarningsPlugin().apply(compiler);
    compiler.getInfrastructureLogger(MANIFEST_LOGGER).warn(AUTO_PUBLIC_PATH);
    compiler.getInfrastructureLogger(MANIFEST_LOGGER).warn('Manifest will not generate');
    expect(printed).toEqual(['warn [Module Federation Manifest Plugin] Manifest will not generate']);
  });
});

function recordingConsole(printed: string[]): Console {
  const record =
    (type: string) =>
    (...args: unknown[]) =>
      printed.push(`${type} ${args.join(' ')}`);
  return { ...console, warn: record('warn'), error: record('error'), info: record('info'), log: record('log') } as Console;
}
