/** A bare page global for adapter tests: what the snippets create is all that lands on it. */
import type { ChannelWindow, InstallOptions } from './channel-adapter';

export function bareWindow(): ChannelWindow {
  return {} as ChannelWindow;
}

export const OPTIONS: InstallOptions = { test: false, adjustEventTokens: {}, appIds: null };
