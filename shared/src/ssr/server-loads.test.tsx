/**
 * @jest-environment jsdom
 */
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from '@testing-library/react';
import { useHandedOver, useLoad } from '../ui/use-load';
import { HandedOverLoads, LoadSeedContext, ServerLoadCollector, type LoadSeeds } from './server-loads';

/** Two components with the same load key and different loaders, as the games lobby has. */
function Lists({ hot, vendors }: { hot: () => Promise<string[]>; vendors: () => Promise<string[]> }) {
  return (
    <>
      <List label="hot" load={hot} />
      <List label="vendors" load={vendors} />
    </>
  );
}

function List({ label, load }: { label: string; load: () => Promise<string[]> }) {
  const state = useLoad('EN', load);
  return <p>{state.status === 'ready' ? `${label}: ${state.value.join(', ')}` : `${label}: loading`}</p>;
}

async function serverRender(hot: () => Promise<string[]>, vendors: () => Promise<string[]>, budgetMs = 1000) {
  const collector = new ServerLoadCollector();
  const draw = () =>
    renderToString(
      <LoadSeedContext.Provider value={collector}>
        <Lists hot={hot} vendors={vendors} />
      </LoadSeedContext.Provider>,
    );
  const first = draw();
  await collector.load(AbortSignal.timeout(budgetMs));
  return { first, html: draw(), loads: collector.toJSON() };
}

describe('the data of a server-drawn view', () => {
  it('is loaded by the components own loaders on the server, once per component even when keys are equal', async () => {
    const hot = jest.fn(async () => ['Dragon Tiger']);
    const vendors = jest.fn(async () => ['JILI', 'PG']);
    const { first, html, loads } = await serverRender(hot, vendors);
    expect(first).toContain('hot: loading');
    expect(html).toContain('hot: Dragon Tiger');
    expect(html).toContain('vendors: JILI, PG');
    expect(hot).toHaveBeenCalledTimes(1);
    expect(vendors).toHaveBeenCalledTimes(1);
    expect(Object.values(loads)).toEqual(expect.arrayContaining([['Dragon Tiger'], ['JILI', 'PG']]));
  });

  it('leaves a failed or late load to the browser: loading on both sides', async () => {
    const { html, loads } = await serverRender(
      () => Promise.reject(new Error('down')),
      () => new Promise(() => undefined),
      100,
    );
    expect(html).toContain('hot: loading');
    expect(html).toContain('vendors: loading');
    expect(loads).toEqual({});
  }, 5000);

  it('is handed to the hydrating browser, which draws the same without asking again', async () => {
    const { html, loads } = await serverRender(
      async () => ['Dragon Tiger'],
      async () => ['JILI'],
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const hot = jest.fn(async () => ['other']);
    const vendors = jest.fn(async () => ['other']);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        <LoadSeedContext.Provider value={new HandedOverLoads(loads)}>
          <Lists hot={hot} vendors={vendors} />
        </LoadSeedContext.Provider>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toContain('hot: Dragon Tiger');
    expect(hot).not.toHaveBeenCalled();
    expect(vendors).not.toHaveBeenCalled();
  });

  it('draws the same when React throws a hydrating render away and tries again (issue 40)', async () => {
    const collector = new ServerLoadCollector();
    let browser = false;
    let resume: () => void = () => undefined;
    const later = new Promise<void>((resolve) => (resume = resolve));
    // Hydrating, it waits once (as code still arriving would): React drops the render and tries again.
    function Gate() {
      if (browser && !gateOpen) throw later;
      return <span>gate</span>;
    }
    let gateOpen = false;
    const page = (seeds: LoadSeeds) => (
      <LoadSeedContext.Provider value={seeds}>
        <Suspense fallback={<p>wait</p>}>
          <List label="hot" load={async () => ['Dragon Tiger']} />
          <Gate />
        </Suspense>
      </LoadSeedContext.Provider>
    );
    renderToString(page(collector));
    await collector.load(AbortSignal.timeout(1000));
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(collector));
    expect(container.textContent).toContain('hot: Dragon Tiger');
    browser = true;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(new HandedOverLoads(collector.toJSON())), { onRecoverableError: (error) => errors.push(error) });
    });
    await act(async () => {
      gateOpen = true;
      resume();
      await later;
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toContain('hot: Dragon Tiger');
  });

  it('seeds each key until its component is on the page: a render tried again gets it, a later mount loads fresh data', () => {
    const seeds = new HandedOverLoads({ a: 1 });
    expect(seeds.seed('a')).toBe(1);
    expect(seeds.seed('a')).toBe(1);
    seeds.release('a');
    expect(seeds.seed('a')).toBeUndefined();
    expect(new HandedOverLoads('not an object').seed('a')).toBeUndefined();
  });

  it('hands a value over without the browser ever loading it (useHandedOver)', async () => {
    function Offer({ load }: { load: () => Promise<string[]> }) {
      const offer = useHandedOver('popup', load);
      return <p>{offer ? `offer: ${offer.join(', ')}` : 'offer: none'}</p>;
    }
    const collector = new ServerLoadCollector();
    const serverLoad = jest.fn(async () => ['Welcome bonus']);
    const draw = () =>
      renderToString(
        <LoadSeedContext.Provider value={collector}>
          <Offer load={serverLoad} />
        </LoadSeedContext.Provider>,
      );
    expect(draw()).toContain('offer: none');
    await collector.load(AbortSignal.timeout(1000));
    const html = draw();
    expect(html).toContain('offer: Welcome bonus');

    const container = document.createElement('div');
    container.innerHTML = html;
    const browserLoad = jest.fn(async () => ['other']);
    await act(async () => {
      hydrateRoot(
        container,
        <LoadSeedContext.Provider value={new HandedOverLoads(collector.toJSON())}>
          <Offer load={browserLoad} />
        </LoadSeedContext.Provider>,
      );
    });
    expect(container.textContent).toBe('offer: Welcome bonus');

    // Mounted in the browser without a hand-over (a slot left to the browser): nothing, and no request.
    const fresh = document.createElement('div');
    const { createRoot } = await import('react-dom/client');
    await act(async () => createRoot(fresh).render(<Offer load={browserLoad} />));
    expect(fresh.textContent).toBe('offer: none');
    expect(browserLoad).not.toHaveBeenCalled();
  });
});
