/**
 * @jest-environment node
 */
import { useLoad, type ParcelProps, type ServerRenderable } from '@m/shared';
import { renderSlot } from './render-slot';
import type { RemoteContainers } from './remote-containers';
import type { RequestState } from './request-state';

const state: RequestState = {
  merchant: 'demo',
  language: 'EN',
  config: null,
  player: { authority: 'demo.example', ip: '203.0.113.9', userAgent: 'test' },
  href: 'https://demo.example/m/home',
};

const props: ParcelProps = {
  basePath: '/m',
  route: '/home',
  params: {},
  search: '',
  navigate: () => undefined,
  reportError: () => undefined,
};
const entry = { remote: 'mf-games' as const, version: '1.2.0', url: '/m/remotes/mf-games/1.2.0/server/remoteEntry.js', integrity: null };

function containersGiving(parcel: () => Promise<ServerRenderable>): RemoteContainers {
  return { parcel } as unknown as RemoteContainers;
}

function parcelOf(Component: ServerRenderable['Component']): ServerRenderable {
  return { Component, prepare: async () => undefined };
}

const slot = { remote: 'mf-games' as const, module: './HomeCategories', entry, props };

describe('one slot drawn on the server', () => {
  it('is drawn with the data its view loads, and names the version that drew it', async () => {
    function Lobby() {
      const games = useLoad('EN', async () => ['Fortune Tiger']);
      return <p>{games.status === 'ready' ? games.value.join() : 'loading'}</p>;
    }
    const outcome = await renderSlot(
      containersGiving(async () => parcelOf(Lobby)),
      slot,
      state,
      1000,
    );
    expect(outcome.slot).toEqual({
      html: '<p>Fortune Tiger</p>',
      version: '1.2.0',
      loads: { [Object.keys(outcome.slot!.loads)[0]!]: ['Fortune Tiger'] },
    });
  });

  it('is left to the browser when its remote throws while drawing, or its server entry cannot be had', async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    expect(
      await renderSlot(
        containersGiving(async () => parcelOf(Broken)),
        slot,
        state,
        1000,
      ),
    ).toMatchObject({ slot: null, reason: 'failed' });
    const missing = containersGiving(() => Promise.reject(new Error('ENOENT')));
    expect(await renderSlot(missing, slot, state, 1000)).toMatchObject({ slot: null, reason: 'failed' });
  });

  it('is left to the browser when its code takes longer than the budget', async () => {
    const slow = containersGiving(() => new Promise((resolve) => setTimeout(() => resolve(parcelOf(() => <p>late</p>)), 500)));
    const outcome = await renderSlot(slow, slot, state, 50);
    expect(outcome).toMatchObject({ slot: null, reason: 'late' });
    expect(outcome.ms).toBeLessThan(400);
  });

  it('draws what it has when its data is late: that part loads in the browser', async () => {
    function Lobby() {
      const games = useLoad('EN', () => new Promise<string[]>(() => undefined));
      return <p>{games.status === 'ready' ? games.value.join() : 'loading'}</p>;
    }
    const outcome = await renderSlot(
      containersGiving(async () => parcelOf(Lobby)),
      slot,
      state,
      60,
    );
    expect(outcome.slot).toEqual({ html: '<p>loading</p>', version: '1.2.0', loads: {} });
  });
});
