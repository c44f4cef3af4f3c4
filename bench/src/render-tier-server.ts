/**
 * The product as `npm start` runs it (issue 34), for the server's render time: the render tier
 * players reach on `port` (its pool of render threads, start-render-tier.ts) in front of the /wps
 * backend on `port + 10`, which draws no page itself.
 *
 * The benchmark's 50 clients all come from 127.0.0.1, where players come from 50 addresses: the
 * per-address render budget is lifted (SSR_RENDERS_PER_ADDRESS, SSR_RENDER_RATE_PER_ADDRESS) so
 * that it measures drawing, not one address being turned away. `limits: 'product'` keeps the
 * tier's other flood limits (renders in flight, event-loop delay) as shipped; `'none'` lifts
 * them too, so every page is drawn (the render capacity).
 */
import type { ChildProcess } from 'node:child_process';
import { startRenderTier } from '../../server/src/render-tier/start-render-tier';
import { REPO, startServer, waitUntilUp, type RunningServer } from './servers';

export type TierLimits = 'product' | 'none';

export async function startSplitServer(port: number, limits: TierLimits): Promise<RunningServer> {
  const backendPort = port + 10;
  const backend = await startServer('render-backend', backendPort, REPO, {
    SSR: 'off',
    TRUSTED_PROXIES: '127.0.0.1',
    PUBLIC_PORT: String(port),
  });
  const extra: Record<string, string> = { SSR_RENDERS_PER_ADDRESS: '1000000', SSR_RENDER_RATE_PER_ADDRESS: '1000000' };
  if (limits === 'none') Object.assign(extra, { SSR_MAX_RENDERS_IN_FLIGHT: '10000', SSR_MAX_LOOP_DELAY_MS: '600000' });
  const tier: ChildProcess = startRenderTier(
    { port, host: '127.0.0.1', backendOrigin: `http://127.0.0.1:${backendPort}`, extra },
    { PATH: process.env.PATH, NODE_ENV: 'production', LOG_LEVEL: 'warn' },
  );
  const stop = async () => {
    if (tier.exitCode === null) {
      const exited = new Promise((resolve) => tier.once('exit', resolve));
      tier.kill('SIGTERM');
      await exited;
    }
    await backend.stop();
  };
  try {
    await waitUntilUp(port, tier, 'render tier');
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    name: `render tier (${limits === 'none' ? 'every page drawn' : 'product limits'})`,
    port,
    origin: (merchant) => `http://${merchant}.localhost:${port}`,
    stop,
    // The tier runs its render threads in its own process: their CPU time is its.
    pids: [...(tier.pid ? [tier.pid] : []), ...(backend.pids ?? [])],
  };
}
