/**
 * The releases page as each role sees it: what runs where and what is available for everyone,
 * change buttons only for those who may steer the merchant, and no change sent without a reason
 * and a confirmation; the server's result or refusal is said on the page.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import type { OpsReleases } from '@m/shared/ops';
import { fakeServer, type FakeServer } from '../testing/fake-server';
import { renderConsole } from '../testing/render-console';
import { axeViolations } from '../testing/axe';
import { demoReleases, lotusAdmin, merchants, releaseManager, viewer } from '../testing/fixtures';

let server: FakeServer;
afterEach(() => server.restore());

function serve(operator: typeof releaseManager) {
  server = fakeServer({
    'GET /ops/api/session': { body: operator },
    'GET /ops/api/merchants': { body: merchants },
    'GET /ops/api/releases': ({ query }) => ({ body: { ...demoReleases, merchant: query.get('merchant') } }),
  });
}

describe('the releases page', () => {
  it('shows each remote, its pin and canary, and the versions with size, integrity and publish time; a viewer gets no button', async () => {
    serve(viewer);
    const { container } = renderConsole('/releases?merchant=demo');
    const running = await screen.findByRole('table', { name: 'Running now' });
    const games = within(running).getByRole('row', { name: /mf-games/ });
    expect(
      within(games)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1.0.0', 'Pinned', '1.1.0 to 50 %', 'unknown']);
    const available = screen.getByRole('table', { name: 'Versions available' });
    expect(within(available).getByRole('row', { name: /mf-games 1\.1\.0/ }).textContent).toContain('206.0 KB');
    expect(within(available).getByText('sha384-bbb')).toBeTruthy();
    // Published: the bucket's time, written in the operator's own time zone; the exact moment kept.
    const published = (row: RegExp) => within(available).getByRole('row', { name: row }).querySelectorAll('td')[3]!;
    const newer = published(/mf-games 1\.1\.0/).querySelector('time')!;
    expect(newer.dateTime).toBe('2026-11-25T00:00:00.000Z');
    expect(newer.textContent).toMatch(/^(24|25) Nov 2026, \d\d:\d\d$/);
    expect(published(/mf-auth 1\.0\.0/).textContent).toBe('unknown');
    expect(screen.queryByRole('button', { name: /Change/ })).toBeNull();
    expect(screen.getByText(/changing them needs a release manager/)).toBeTruthy();
    // A viewer's switcher lists only the merchants the role covers.
    expect(
      within(screen.getByLabelText('Merchant'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Demo Casino (demo)']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("gives a merchant admin buttons for their merchant only, and never shows another's", async () => {
    serve(lotusAdmin);
    renderConsole('/releases?merchant=demo');
    await screen.findByRole('heading', { name: 'Releases · Lotus' });
    expect(await screen.findAllByRole('button', { name: /^Change mf-/ })).toHaveLength(2);
    expect(server.requests.filter((r) => r.path === '/ops/api/releases').map((r) => r.query.get('merchant'))).toEqual(['lotus']);
  });

  it('sends nothing without a reason, then asks to confirm, sends the action and says it was done', async () => {
    serve(releaseManager);
    const promoted: OpsReleases = {
      ...demoReleases,
      remotes: demoReleases.remotes.map((r) => (r.remote === 'mf-games' ? { ...r, version: '1.1.0', canary: null } : r)),
    };
    server.answer('POST /ops/api/releases', { body: promoted });
    const { container } = renderConsole('/releases?merchant=demo');
    fireEvent.click(await screen.findByRole('button', { name: 'Change mf-games' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Action'));
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'promote' } });
    // Each version offered with its size and when it was published.
    expect(
      within(screen.getByLabelText('Version'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose…',
      expect.stringMatching(/^1\.0\.0 \(200\.0 KB, published (31 Oct|1 Nov) 2026, \d\d:\d\d\)$/),
      expect.stringMatching(/^1\.1\.0 \(206\.0 KB, published (24|25) Nov 2026, \d\d:\d\d\)$/),
    ]);
    fireEvent.change(screen.getByLabelText('Version'), { target: { value: '1.1.0' } });
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByRole('alert').textContent).toMatch(/Give a reason/);
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Canary clean for a day' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByRole('heading', { name: 'Confirm: Promote mf-games 1.1.0 for demo?' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Confirm' }));
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    const done = await screen.findByRole('status');
    expect(done.textContent).toBe('Done: Promote mf-games 1.1.0 for demo.');
    expect(document.activeElement).toBe(done);
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
      action: 'promote',
      merchant: 'demo',
      remote: 'mf-games',
      version: '1.1.0',
      reason: 'Canary clean for a day',
    });
    const games = within(screen.getByRole('table', { name: 'Running now' })).getByRole('row', { name: /mf-games/ });
    expect(within(games).getAllByRole('cell')[0]?.textContent).toBe('1.1.0');
  });

  it("shows the server's refusal and keeps the form", async () => {
    serve(releaseManager);
    server.answer('POST /ops/api/releases', {
      status: 409,
      body: { error: 'conflict', message: 'mf-games has no previous version to roll back to.' },
    });
    renderConsole('/releases?merchant=demo');
    fireEvent.click(await screen.findByRole('button', { name: 'Change mf-auth' }));
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'rollback' } });
    expect(screen.queryByLabelText('Version')).toBeNull();
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Login broken on iOS' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Refused: mf-games has no previous version to roll back to.');
    expect(screen.getByRole('button', { name: 'Review' })).toBeTruthy();
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
      action: 'rollback',
      merchant: 'demo',
      remote: 'mf-auth',
      reason: 'Login broken on iOS',
    });
  });

  it('sends a canary with its share, and only release managers may promote for every merchant', async () => {
    serve(releaseManager);
    server.answer('POST /ops/api/releases', { body: demoReleases });
    renderConsole('/releases?merchant=demo');
    fireEvent.click(await screen.findByRole('button', { name: 'Change mf-games' }));
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'canary' } });
    fireEvent.change(screen.getByLabelText('Share of players (%)'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText(/Reason/), { target: { value: 'Try the new lobby' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review' }));
    expect(screen.getByRole('alert').textContent).toMatch(/1 to 99/);
    fireEvent.change(screen.getByLabelText('Share of players (%)'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('status');
    expect(server.requests.find((r) => r.method === 'POST')?.body).toMatchObject({ action: 'canary', version: '1.1.0', share: 5 });

    fireEvent.click(screen.getByRole('button', { name: 'Change mf-games' }));
    fireEvent.change(screen.getByLabelText('Action'), { target: { value: 'promote' } });
    expect(
      within(screen.getByLabelText('For'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['demo only', 'Every merchant that follows the default']);
  });
});

describe('an answer of an unexpected shape', () => {
  it('shows a failure box with a retry, not a blank console, and the other pages stay reachable', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server = fakeServer({
      'GET /ops/api/session': { body: releaseManager },
      'GET /ops/api/merchants': { body: merchants },
      'GET /ops/api/releases': { body: { merchant: 'demo' } },
      'GET /ops/api/audit': { body: [] },
    });
    renderConsole('/releases?merchant=demo');
    expect((await screen.findByRole('alert')).textContent).toContain('This page could not be shown');
    fireEvent.click(screen.getByRole('link', { name: 'Audit' }));
    expect(await screen.findByRole('table', { name: 'No change matches.' })).toBeTruthy();
    // The new page's content has the focus, as after a page load.
    expect(document.activeElement?.id).toBe('main');
    error.mockRestore();
  });
});
