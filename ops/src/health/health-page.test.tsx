/** Health: how full each cap is, CSP reports grouped (most first), the render tier's figures or "not reported". */
import { screen, within } from '@testing-library/react';
import { fakeServer, type FakeServer } from '../testing/fake-server';
import { renderConsole } from '../testing/render-console';
import { axeViolations } from '../testing/axe';
import { health, merchants, releaseManager } from '../testing/fixtures';

let server: FakeServer;
afterEach(() => server.restore());

function serve(body: typeof health) {
  server = fakeServer({
    'GET /ops/api/session': { body: releaseManager },
    'GET /ops/api/merchants': { body: merchants },
    'GET /ops/api/health': { body },
  });
}

describe('the health page', () => {
  it('shows how full each cap is and flags the nearly full one', async () => {
    serve(health);
    const { container } = renderConsole('/health?merchant=demo');
    const caps = await screen.findByRole('table', { name: /Caps/ });
    const signIns = within(caps).getByRole('row', { name: /sign-in attempts/ });
    expect(within(signIns).getByRole('meter', { name: 'sign-in attempts per address: 95 % full' })).toBeTruthy();
    expect(signIns.textContent).toContain('Nearly full');
    expect(signIns.textContent).toContain('95 / 100');
    expect(signIns.textContent).toContain('15 min');
    expect(within(caps).getByRole('row', { name: /registrations/ }).textContent).not.toContain('Nearly full');
    const csp = screen.getByRole('table', { name: 'Content Security Policy reports' });
    expect(
      within(csp)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['img-srchttp://tracker.example9', 'script-srchttps://evil.example/x.js4']);
    expect(screen.getByText('Not reported: the render tier has sent no figures.')).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the render tier's figures when it reports them", async () => {
    serve({ ...health, renderTier: { rendersPerSecond: 12.34, shed: 3, cacheHitRate: 0.875 } });
    renderConsole('/health?merchant=demo');
    expect(await screen.findByText('12.3')).toBeTruthy();
    expect(screen.getByText('88 %')).toBeTruthy();
  });
});
