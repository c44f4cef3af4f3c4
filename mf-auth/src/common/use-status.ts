import { systemConfig, useBehavior, type SystemStatus } from '@m/shared';

/** The merchant's status in React (null until the shell has read it). */
export function useStatus(): SystemStatus | null {
  return useBehavior(systemConfig)?.status ?? null;
}
