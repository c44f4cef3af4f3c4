import type { Banner } from '../common/banner-api';
import { requestPopups } from './popup-request';

const banner = (fields: Partial<Banner>): Banner =>
  ({ id: 1, title: 'Welcome', imageUrl: '/wps/static/demo/banners/popup-1.svg', position: 'popup', ...fields }) as Banner;

const noStorage = () => null;

describe('the popup banners asked for when the home mounts', () => {
  it('fetches the images of the popups it is offered as soon as the answer is in', async () => {
    const fetched: string[] = [];
    const offered = [
      banner({ popupKey: 'm_popup1', imageUrl: '/a.svg' }),
      banner({ popupKey: 'm_popup2', imageUrl: '/b.svg' }),
      banner({ imageUrl: '/not-a-popup.svg' }),
    ];
    const decided = await requestPopups(
      () => Promise.resolve(offered),
      (url) => fetched.push(url),
      noStorage,
    );
    expect(decided).toEqual({ decision: 'shown', banners: [offered[0], offered[1]] });
    expect(fetched).toEqual(['/a.svg', '/b.svg']);
  });

  it('fetches no image of a popup already shown in this session', async () => {
    const fetched: string[] = [];
    const shown = new Map([['m_popup1', 'shown']]);
    const flags = () => ({ getItem: (key: string) => shown.get(key) ?? null, setItem: () => undefined });
    const offered = [banner({ popupKey: 'm_popup1', imageUrl: '/a.svg' }), banner({ popupKey: 'm_popup2', imageUrl: '/b.svg' })];
    expect(
      (
        await requestPopups(
          () => Promise.resolve(offered),
          (url) => fetched.push(url),
          flags,
        )
      ).banners,
    ).toEqual([offered[1]]);
    expect(fetched).toEqual(['/b.svg']);
  });

  it('fetches no image when the request fails, and says so', async () => {
    const fetched: string[] = [];
    expect(
      await requestPopups(
        () => Promise.reject(new Error('down')),
        (url) => fetched.push(url),
        noStorage,
      ),
    ).toEqual({ decision: 'hidden:failed', banners: [] });
    expect(fetched).toEqual([]);
  });
});
