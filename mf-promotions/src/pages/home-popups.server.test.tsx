/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { LoadSeedContext, ServerLoadCollector, setServerLocationSource } from '@m/shared';
import type { Banner } from '../common/banner-api';
import { HomePopups } from './home-popups';

const popups = [
  {
    id: 1,
    title: 'Welcome bonus',
    imageUrl: '/wps/static/demo/banners/popup-1.svg',
    position: 'popup',
    popupKey: 'm_popup1',
    linkage: '7',
    linkageType: 'P',
  },
  {
    id: 2,
    title: 'Refer a friend',
    imageUrl: '/wps/static/demo/banners/popup-2.svg',
    position: 'popup',
    popupKey: 'm_popup2',
    linkage: '',
    linkageType: 'N',
  },
] as Banner[];

jest.mock('../common/banner-api', () => ({ fetchBanners: jest.fn(async () => popups) }));

const props = { basePath: '/m', route: '/home', params: {}, search: '', navigate: () => undefined, reportError: () => undefined };

/** Draws as the render tier does: a first draw asks for the banners, the second has them. */
async function serverDraw(seenPopups: string[]): Promise<string> {
  setServerLocationSource(() => ({ origin: 'https://demo.example', pathname: '/m/home', search: '', userAgent: 'phone', seenPopups }));
  const collector = new ServerLoadCollector();
  const draw = () =>
    renderToString(
      <LoadSeedContext.Provider value={collector}>
        <HomePopups {...props} />
      </LoadSeedContext.Provider>,
    );
  draw();
  await collector.load(AbortSignal.timeout(1000));
  return draw();
}

describe('the home popup on the server', () => {
  it('is drawn with the page for a player who has not seen it, its image asked for first', async () => {
    const html = await serverDraw([]);
    expect(html).toContain('role="dialog"');
    expect(html).toContain('data-popup-key="m_popup1"');
    expect(html).toContain('src="/wps/static/demo/banners/popup-1.svg"');
    expect(html).toContain('data-decision="shown"');
    // Without JavaScript it could not be closed: such a player never sees it.
    expect(html).toContain('<noscript><style>.promo-popup-backdrop{display:none}</style></noscript>');
  });

  it('draws only the popup not yet seen this session', async () => {
    const html = await serverDraw(['m_popup1']);
    expect(html).toContain('data-popup-key="m_popup2"');
    expect(html).not.toContain('data-popup-key="m_popup1"');
  });

  it('is not drawn for a player who has seen both', async () => {
    const html = await serverDraw(['m_popup1', 'm_popup2']);
    expect(html).not.toContain('role="dialog"');
    expect(html).toContain('data-decision="pending"');
  });
});
