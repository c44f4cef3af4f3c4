/**
 * What a tap on each kind of home banner does (SPEC 4 "Banner click"), decided by the carousel:
 * the e2e journey keeps one pass per merchant through the real pages (issue 36).
 */
import { act, fireEvent, render } from '@testing-library/react';
import { bus, sessionStore, systemConfig } from '@m/shared';
import type { Banner } from '../common/banner-api';
import { BannerCarousel } from './banner-carousel';

const banners = [
  { id: 11, title: 'Weekend bonus', imageUrl: '/b11.svg', position: 'banner', linkage: '101', linkageType: 'P' },
  { id: 13, title: 'Invite friends', imageUrl: '/b13.svg', position: 'banner', linkage: '/m/inviteFriends', linkageType: 'URL' },
  { id: 12, title: 'Mahjong', imageUrl: '/b12.svg', position: 'banner', linkage: 'mahjong-ways', linkageType: 'G', vendor: 'PG' },
  {
    id: 17,
    title: 'Lottery',
    imageUrl: '/b17.svg',
    position: 'banner',
    linkage: 'game_list',
    linkageType: 'G',
    vendor: 'LOTT',
    gameType: 'LOTT',
  },
  {
    id: 15,
    title: 'Partner week',
    imageUrl: '/b15.svg',
    position: 'banner',
    linkage: 'https://promo.demo-casino.example/week',
    linkageType: 'URL',
  },
] as unknown as Banner[];

function slide(id: number): HTMLAnchorElement {
  return document.querySelector(`.promo-carousel__slide[data-banner-id="${id}"]`)!;
}

function draw() {
  const navigate = jest.fn();
  render(<BannerCarousel banners={banners} basePath="/m" navigate={navigate} />);
  return navigate;
}

beforeEach(() => {
  systemConfig.next({ status: { tokenLinkHosts: ['promo.demo-casino.example'] } as never, country: null });
});
afterEach(() => {
  act(() => sessionStore.clear());
  systemConfig.next(null);
});

describe('a tap on a home banner', () => {
  it('opens a P banner’s activity, an in-app URL and a game inside the app', () => {
    const navigate = draw();
    fireEvent.click(slide(11));
    fireEvent.click(slide(13));
    fireEvent.click(slide(12));
    expect(navigate.mock.calls).toEqual([
      ['/activity?id=101'],
      ['/inviteFriends'],
      ['/launchGame?vendor=PG&code=mahjong-ways&backUrl=%2Fm%2Fhome'],
    ]);
  });

  it('asks a guest to sign in for the lottery instead of opening it', () => {
    const navigate = draw();
    const asked: string[] = [];
    const subscription = bus.on('auth.dialog.open').subscribe((event) => asked.push(`${event.dialog}:${event.reason}`));
    fireEvent.click(slide(17));
    subscription.unsubscribe();
    expect(asked).toEqual(['login:lottery']);
    expect(navigate).not.toHaveBeenCalled();
    expect(slide(17).getAttribute('href')).toBe('/m/login');
  });

  it('shows a member the lottery itself, and never puts the token in a shown address', () => {
    act(() => sessionStore.set({ id: '1', token: 'tok-123', merchantCode: 'demo', userName: 'player1', type: 0, firstTimeLogin: false }));
    const navigate = draw();
    expect(slide(17).getAttribute('href')).toBe('/m/launchGame?vendor=LOTT&code=game_list&backUrl=%2Fm%2Fhome');
    for (const banner of banners) expect(slide(banner.id as number).getAttribute('href') ?? '').not.toContain('tok-123');
    fireEvent.click(slide(17));
    expect(navigate).toHaveBeenCalledWith('/launchGame?vendor=LOTT&code=game_list&backUrl=%2Fm%2Fhome');
  });

  it('opens an allow-listed partner in a new tab without opener, with the token added on the tap only', () => {
    act(() => sessionStore.set({ id: '1', token: 'tok-123', merchantCode: 'demo', userName: 'player1', type: 0, firstTimeLogin: false }));
    draw();
    const opened: { href: string; target: string; rel: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      opened.push({ href: this.href, target: this.target, rel: this.rel });
    });
    fireEvent.click(slide(15));
    click.mockRestore();
    expect(opened).toEqual([
      { href: 'https://promo.demo-casino.example/week?token=tok-123&userName=player1', target: '_blank', rel: 'noopener noreferrer' },
    ]);
  });
});

it('fetches the first banner image first and the others lazily', () => {
  draw();
  const [first, ...others] = [...document.querySelectorAll('.promo-carousel__slide img')];
  expect(first?.getAttribute('fetchpriority')).toBe('high');
  expect(first?.getAttribute('loading')).toBe('eager');
  expect(others).toHaveLength(banners.length - 1);
  for (const image of others) expect(image.getAttribute('loading')).toBe('lazy');
});
