/**
 * Players' experience: each remote's versions drawn with uPlot from the series (jsdom has no
 * canvas, so uPlot itself is replaced and what it is given is checked), the same figures in a
 * table, the regression flag and counts, and a canary's two versions side by side.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import uPlot from 'uplot';
import { fakeServer, type FakeServer } from '../testing/fake-server';
import { renderConsole } from '../testing/render-console';
import { axeViolations } from '../testing/axe';
import { demoReleases, lcpSeries, merchants, viewer } from '../testing/fixtures';

jest.mock('uplot', () => ({ __esModule: true, default: jest.fn(() => ({ destroy: jest.fn(), setSize: jest.fn() })) }));
const UPlot = uPlot as unknown as jest.Mock;

let server: FakeServer;
afterEach(() => {
  server.restore();
  UPlot.mockClear();
});

beforeEach(() => {
  server = fakeServer({
    'GET /ops/api/session': { body: viewer },
    'GET /ops/api/merchants': { body: merchants },
    'GET /ops/api/releases': { body: demoReleases },
    'GET /ops/api/rum': ({ query }) => ({ body: { ...lcpSeries, metric: query.get('metric'), route: query.get('route') } }),
  });
});

describe("the players' experience page", () => {
  it('draws each version of a remote from the series, with a summary name and a table of the same figures', async () => {
    const { container } = renderConsole('/experience?merchant=demo');
    const chart = await screen.findByRole('img', { name: /p75 Largest Contentful Paint \(LCP\) of mf-games on \/m\/home/ });
    expect(chart.getAttribute('aria-label')).toContain('1.0.0 latest 2200 ms; 1.1.0 latest 2700 ms');
    await waitFor(() => expect(UPlot).toHaveBeenCalledTimes(1));
    const [options, data, target] = UPlot.mock.calls[0] as [{ series: { label?: string }[] }, unknown[][], Element];
    expect(target).toBe(chart);
    expect(options.series.map((series) => series.label)).toEqual([undefined, '1.0.0', '1.1.0']);
    expect(data.slice(1)).toEqual([
      [2100, 2200, null],
      [null, 2600, 2700],
    ]);

    const perHour = screen.getByRole('table', { name: /per hour/ });
    expect(within(perHour).getAllByRole('row')).toHaveLength(4);
    expect(
      within(perHour)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2100 ms', 'no data', '2200 ms', '2600 ms', 'no data', '2700 ms']);
    const perVersion = screen.getByRole('table', { name: 'Per version' });
    expect(within(perVersion).getByRole('row', { name: /^1\.1\.0/ }).textContent).toBe('1.1.02700 ms2131Slower than the previous version');
    expect(await axeViolations(container)).toEqual([]);
  });

  it("puts a canary's two versions side by side", async () => {
    renderConsole('/experience?merchant=demo');
    const pair = await screen.findByRole('group', { name: 'mf-games: 1.0.0 and canary 1.1.0' });
    expect(within(pair).getByRole('heading', { name: 'mf-games 1.0.0 (most players)' })).toBeTruthy();
    expect(within(pair).getByRole('heading', { name: 'mf-games 1.1.0 (canary, 50 %)' })).toBeTruthy();
    expect(
      within(pair)
        .getAllByRole('definition')
        .map((figure) => figure.textContent),
    ).toEqual(['2200 ms', '70', '0', '0', '2700 ms', '21', '3', '1']);
  });

  it('asks for the metric, route and period chosen, and keeps them in the address', async () => {
    renderConsole('/experience?merchant=demo');
    await screen.findAllByRole('img');
    fireEvent.change(screen.getByLabelText('Metric'), { target: { value: 'cls' } });
    await screen.findByRole('img', { name: /Cumulative Layout Shift/ });
    fireEvent.change(screen.getByLabelText('Route'), { target: { value: '/m/login' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show route' }));
    await screen.findByRole('img', { name: /on \/m\/login/ });
    const last = server.requests.filter((r) => r.path === '/ops/api/rum').at(-1);
    expect(Object.fromEntries(last?.query ?? [])).toEqual({ merchant: 'demo', route: '/m/login', metric: 'cls', days: '7' });
    expect(screen.getByTestId('address').textContent).toBe('/experience?merchant=demo&route=%2Fm%2Flogin&metric=cls&days=7');
  });

  it('says when no beacon arrived, and keeps the page when uPlot cannot draw', async () => {
    server.answer('GET /ops/api/rum', { body: { ...lcpSeries, lines: [] } });
    renderConsole('/experience?merchant=demo');
    expect(await screen.findByText('No beacon has arrived for /m/home in this period.')).toBeTruthy();
    server.answer('GET /ops/api/rum', { body: lcpSeries });
    UPlot.mockImplementationOnce(() => {
      throw new Error('no canvas');
    });
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: '30' } });
    expect(await screen.findByText(/The chart could not be drawn/)).toBeTruthy();
    expect(screen.getByRole('table', { name: /per hour/ })).toBeTruthy();
  });
});
