/**
 * The one tracker (SPEC sections 3 and 9): every `track.event` a bundle publishes goes to every
 * channel configured for the player's domain, with the completed payload (delivered-payload.ts).
 * A channel that is not configured is never installed and loads nothing.
 *
 * The tracker is created once the first view is done (start-tracking.ts); events published
 * before that were buffered and arrive first, in order.
 */
import type { AnalyticsChannel, ChannelIds, TrackedEvent, TrackPayload } from '@m/shared';
import { ANALYTICS_CHANNELS } from '@m/shared';
import { CHANNEL_ADAPTERS } from './channels';
import type { ChannelAdapter, ChannelWindow, InstallOptions } from './channels/channel-adapter';
import { deliveredPayload, type DeliveredPayload, type PayloadContext } from './delivered-payload';
import type { LoadScript } from './script-loader';

export interface TrackerConfig {
  channelIds: ChannelIds;
  /** Test mode only: local stand-ins in place of the networks' scripts. */
  scriptUrls: Partial<Record<AnalyticsChannel, string>>;
  options: InstallOptions;
}

export interface TrackerDeps {
  win: ChannelWindow;
  loadScript: LoadScript;
  payloadContext: () => PayloadContext;
  adapters?: Record<AnalyticsChannel, ChannelAdapter>;
  /** Also delivered to the operator's own backend (the collect channel), whatever is configured. */
  firstParty?: (event: TrackedEvent, payload: DeliveredPayload) => void;
}

export interface Tracker {
  /** The channels installed for this page, in delivery order. */
  channels: AnalyticsChannel[];
  deliver(event: TrackedEvent, payload: TrackPayload | undefined): void;
}

/** The channels that have an id for this domain, each with the script it loads. */
export function configuredChannels(
  config: TrackerConfig,
  adapters: Record<AnalyticsChannel, ChannelAdapter> = CHANNEL_ADAPTERS,
): { adapter: ChannelAdapter; id: string; scriptBase: string }[] {
  const result: { adapter: ChannelAdapter; id: string; scriptBase: string }[] = [];
  for (const channel of ANALYTICS_CHANNELS) {
    const adapter = adapters[channel];
    const id = config.channelIds[adapter.idName];
    if (!id) continue;
    result.push({ adapter, id, scriptBase: config.scriptUrls[channel] ?? adapter.defaultScriptUrl });
  }
  return result;
}

export function createTracker(config: TrackerConfig, deps: TrackerDeps): Tracker {
  const installed: ChannelAdapter[] = [];
  for (const { adapter, id, scriptBase } of configuredChannels(config, deps.adapters)) {
    try {
      const script = adapter.install(deps.win, id, scriptBase, config.options);
      deps.loadScript(script.url, script.onLoad);
      installed.push(adapter);
    } catch (error) {
      console.warn(`[tracking] ${adapter.channel} could not be installed:`, error);
    }
  }
  return {
    channels: installed.map((adapter) => adapter.channel),
    deliver(event, payload) {
      const delivered = deliveredPayload(payload, deps.payloadContext());
      for (const adapter of installed) {
        // One network's failure must not keep the event from the others.
        try {
          adapter.track(deps.win, event, delivered, config.options);
        } catch (error) {
          console.warn(`[tracking] ${adapter.channel} refused ${event}:`, error);
        }
      }
      deps.firstParty?.(event, delivered);
    },
  };
}
