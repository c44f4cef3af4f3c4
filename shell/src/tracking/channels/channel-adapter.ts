/**
 * One analytics channel: the network's official page snippet and API, behind one shape.
 *
 * `install` does what the network's snippet does before its script arrives: it creates the
 * global the network documents (`dataLayer`, `gtag`, `fbq`, `ttq`, `AF`, `Adjust`) as a queue,
 * and queues the snippet's own first calls. Calls made before the script has loaded wait in
 * that queue, and the network's script replays them when it runs, exactly as with the snippet
 * pasted in a page. Only the `<script>` insertion is left to the tracker, so that the script
 * loads after the first view and its URL can point at a local stand-in in tests.
 */
import type { AnalyticsChannel, ChannelIdName, TrackedEvent } from '@m/shared';
import type { DeliveredPayload } from '../delivered-payload';

/** The page globals the networks' snippets create. Loose by nature: each network owns its own. */
export type ChannelWindow = Window & Record<string, unknown>;

export interface ChannelScript {
  url: string;
  /** Run when the script has loaded (the Adjust snippet replays its queue then). */
  onLoad?: () => void;
}

export interface ChannelAdapter {
  channel: AnalyticsChannel;
  /** Which id of the analytics config turns the channel on. */
  idName: ChannelIdName;
  /** The network's own script URL (overridden only in test mode, see analytics.scriptUrls). */
  defaultScriptUrl: string;
  /** Creates the network's queue and queues the snippet's first calls; returns the script to load. */
  install(win: ChannelWindow, id: string, scriptBase: string, options: InstallOptions): ChannelScript;
  /** Delivers one event through the network's API (into its queue until the script has loaded). */
  track(win: ChannelWindow, event: TrackedEvent, payload: DeliveredPayload, options: InstallOptions): void;
}

export interface InstallOptions {
  /** The merchant runs in test mode (the status says `test`): networks that have a sandbox use it. */
  test: boolean;
  /** Adjust event tokens by event (Adjust identifies events by dashboard tokens, not names). */
  adjustEventTokens: Partial<Record<TrackedEvent, string>>;
  /** The native app's advertising ids, when the page runs inside the app. */
  appIds: Record<string, string> | null;
}

/** A URL with query parameters added (the base may already carry some). */
export function withQuery(base: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  if (!query) return base;
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}
