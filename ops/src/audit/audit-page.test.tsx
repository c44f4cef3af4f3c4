/** The audit log: every change with who, what, from, to and why; filtered by remote and operator. */
import { fireEvent, screen, within } from '@testing-library/react';
import type { OpsAuditEntry } from '@m/shared/ops';
import { fakeServer, type FakeServer } from '../testing/fake-server';
import { renderConsole } from '../testing/render-console';
import { axeViolations } from '../testing/axe';
import { merchants, releaseManager } from '../testing/fixtures';

const entries: OpsAuditEntry[] = [
  {
    at: '2026-11-26T10:00:00.000Z',
    actor: 'rita',
    action: 'rollback',
    registry: 'demo',
    remote: 'mf-games',
    from: '1.1.0',
    to: '1.0.0',
    reason: 'LCP worse',
  },
  {
    at: '2026-11-26T09:00:00.000Z',
    actor: 'rita',
    action: 'canary',
    registry: 'demo',
    remote: 'mf-games',
    from: null,
    to: '1.1.0',
    reason: 'Try it',
  },
];

let server: FakeServer;
afterEach(() => server.restore());

describe('the audit page', () => {
  it('lists the changes and filters them by remote and operator', async () => {
    server = fakeServer({
      'GET /ops/api/session': { body: releaseManager },
      'GET /ops/api/merchants': { body: merchants },
      'GET /ops/api/audit': ({ query }) => ({ body: query.get('actor') === 'nobody' ? [] : entries }),
    });
    const { container } = renderConsole('/audit?merchant=demo');
    const table = await screen.findByRole('table', { name: '2 changes, newest first' });
    expect(document.title).toBe('Audit · Demo Casino · Operator console');
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('ritarollbackdemomf-games1.1.01.0.0LCP worse');
    expect(within(table).getAllByRole('row')[2]?.textContent).toContain('—1.1.0Try it');
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.change(screen.getByLabelText('Remote'), { target: { value: 'mf-games' } });
    fireEvent.change(screen.getByLabelText('Operator'), { target: { value: ' nobody ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByRole('table', { name: 'No change matches.' })).toBeTruthy();
    const last = server.requests.filter((r) => r.path === '/ops/api/audit').at(-1);
    expect(Object.fromEntries(last?.query ?? [])).toEqual({ merchant: 'demo', remote: 'mf-games', actor: 'nobody', limit: '200' });
    expect(screen.getByTestId('address').textContent).toBe('/audit?merchant=demo&remote=mf-games&actor=nobody');
  });

  it('says plainly when the operator is not allowed (403), with no retry', async () => {
    server = fakeServer({
      'GET /ops/api/session': { body: releaseManager },
      'GET /ops/api/merchants': { body: merchants },
      'GET /ops/api/audit': { status: 403, body: { error: 'forbidden', message: 'no' } },
    });
    renderConsole('/audit?merchant=lotus');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are not allowed to see the audit log. Ask a release manager if you need access.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
