import type { RemoteFailureReason } from '@m/shared';

/** Why a remote's area shows its fallback; carried from the loader to the slot. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    readonly reason: RemoteFailureReason,
    message: string,
    readonly remote: string,
  ) {
    super(message);
  }
}
