import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { RENDER_TIER_REPORT_PATH, type RenderTierReport } from '@m/shared/ops';
import { reportFigures, TierFigures } from './tier-figures';

describe("the render instance's figures", () => {
  it('count pages drawn and shed, and shell cache hits, in windows that start again at each report', () => {
    let now = 1_000;
    const figures = new TierFigures('tier:1', () => now);
    figures.lookedUp(true);
    figures.lookedUp(false);
    figures.answered(true);
    figures.answered(false);
    now += 2_000;
    expect(figures.take()).toEqual({ instance: 'tier:1', windowMs: 2_000, renders: 1, shed: 1, cacheHits: 1, cacheLookups: 2 });
    now += 500;
    expect(figures.take()).toEqual({ instance: 'tier:1', windowMs: 500, renders: 0, shed: 0, cacheHits: 0, cacheLookups: 0 });
  });

  it('are posted to the backend on their own, and stop when the tier stops', async () => {
    const received: RenderTierReport[] = [];
    const backend = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        if (request.url === RENDER_TIER_REPORT_PATH && request.method === 'POST') received.push(JSON.parse(body) as RenderTierReport);
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const figures = new TierFigures('tier:2');
    figures.answered(true);
    const stop = reportFigures(figures, new URL(`http://127.0.0.1:${(backend.address() as AddressInfo).port}`), 20, () => undefined);
    try {
      const deadline = Date.now() + 5_000;
      const pages = () => received.reduce((sum, report) => sum + report.renders, 0);
      while ((received.length < 2 || pages() < 1) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      // Each report carries its own window's counts (they may arrive in either order): one page in all.
      expect(received.every((report) => report.instance === 'tier:2')).toBe(true);
      expect(pages()).toBe(1);
      stop();
      // What was on its way arrives; nothing is posted after that.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const after = received.length;
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(received.length).toBe(after);
    } finally {
      stop();
      await new Promise((resolve) => backend.close(resolve));
    }
  });
});
