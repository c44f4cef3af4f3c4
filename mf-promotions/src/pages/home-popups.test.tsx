import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { act, fireEvent, screen } from '@testing-library/react';
import { HandedOverLoads, LoadSeedContext, POPUPS_SEEN_COOKIE, ServerLoadCollector, whenTurn } from '@m/shared';
import type { Banner } from '../common/banner-api';
import { HomePopups } from './home-popups';

const popups = [
  { id: 1, title: 'Welcome bonus', imageUrl: '/p1.svg', position: 'popup', popupKey: 'm_popup1', linkage: '7', linkageType: 'P' },
  { id: 2, title: 'Refer a friend', imageUrl: '/p2.svg', position: 'popup', popupKey: 'm_popup2', linkage: '', linkageType: 'N' },
] as Banner[];

const fetchBanners = jest.fn(async () => popups);
jest.mock('../common/banner-api', () => ({ fetchBanners: () => fetchBanners() }));

const props = { basePath: '/m', route: '/home', params: {}, search: '', navigate: () => undefined, reportError: () => undefined };

/** The page as the server sent it (drawn with the loads it hands over), hydrated in the browser. */
async function hydratePage() {
  const collector = new ServerLoadCollector();
  const draw = () =>
    renderToString(
      <LoadSeedContext.Provider value={collector}>
        <HomePopups {...props} />
      </LoadSeedContext.Provider>,
    );
  draw();
  await collector.load(AbortSignal.timeout(1000));
  const container = document.createElement('div');
  container.innerHTML = draw();
  document.body.append(container);
  const shownBeforeHydration = container.querySelector('[role="dialog"]') !== null;
  fetchBanners.mockClear();
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      container,
      <LoadSeedContext.Provider value={new HandedOverLoads(collector.toJSON())}>
        <HomePopups {...props} />
      </LoadSeedContext.Provider>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  return { errors, shownBeforeHydration };
}

let root: Root | null = null;

function clearCookie() {
  document.cookie = `${POPUPS_SEEN_COOKIE}=; Max-Age=0; Path=/`;
}

describe('the home popup drawn with the page', () => {
  beforeEach(() => {
    clearCookie();
    document.body.innerHTML = '';
  });
  // Unmounted after each, so a popup left open gives its prompt turn back.
  afterEach(() => act(() => root?.unmount()));
  afterAll(clearCookie);

  it('is on the page before hydration, hydrates without a mismatch and asks for nothing again', async () => {
    const { errors, shownBeforeHydration } = await hydratePage();
    expect(shownBeforeHydration).toBe(true);
    expect(errors).toEqual([]);
    expect(fetchBanners).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog').getAttribute('data-popup-key')).toBe('m_popup1');
    // Seen this session: the next page is drawn without it (the server reads this cookie).
    expect(document.cookie).toContain(`${POPUPS_SEEN_COOKIE}=m_popup1.m_popup2`);
  });

  it('keeps its prompt turn: the install hint waits until the popup is closed', async () => {
    await hydratePage();
    const install = jest.fn();
    const turn = whenTurn('install', install);
    expect(install).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'popup_close' }));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(install).toHaveBeenCalledTimes(1);
    turn.done();
  });

  it('is not drawn again in the same session', async () => {
    document.cookie = `${POPUPS_SEEN_COOKIE}=m_popup1.m_popup2; Path=/`;
    const { errors, shownBeforeHydration } = await hydratePage();
    expect(shownBeforeHydration).toBe(false);
    expect(errors).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
