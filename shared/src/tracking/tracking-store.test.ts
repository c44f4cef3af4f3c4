import { TrackingStore, REGISTER_INFO_STORAGE_KEY, SAVED_STORAGE_KEY } from './tracking-store';
import { readCookie } from '../util/cookies';
import { systemConfig, type SystemStatus } from '../config/system-config';
import type { RedirectPolicy } from '../contract/safe-redirect';

const policy: RedirectPolicy = {
  origin: 'http://localhost',
  basePath: '/m',
  isAllowedRoute: (r) => ['home', 'login', 'sports'].includes(r),
};
const at = (search: string, hostname = 'demo.example') => ({ search, hostname });

function clearCookies(): void {
  for (const name of ['_fbc', '_fbp', 'm_track_domain']) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

describe('tracking parameters (SPEC section 2)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    clearCookies();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('reads the tracking parameters of the landing URL, r as the referral code', () => {
    const store = new TrackingStore();
    store.init({ location: at('?affiliateCode=aff1&r=REF9&gclid=g-1&inApp=1&cpid=55&unknown=x&token=secret'), policy });
    expect(store.state.visit).toEqual({ affiliateCode: 'aff1', referralCode: 'REF9', gclid: 'g-1', inApp: '1', cpid: '55' });
    expect(store.isInApp()).toBe(true);
  });

  it('adds the visit parameters to in-app links, keeping values a link already has', () => {
    const store = new TrackingStore();
    store.init({ location: at('?affiliateCode=aff1&gclid=g-1'), policy });
    expect(store.withTracking('/sports')).toBe('/sports?affiliateCode=aff1&gclid=g-1');
    expect(store.withTracking('/m/activity?id=3#top')).toBe('/m/activity?id=3&affiliateCode=aff1&gclid=g-1#top');
    expect(store.withTracking('/login?affiliateCode=other')).toBe('/login?affiliateCode=other&gclid=g-1');
    expect(store.withTracking('https://elsewhere.example/')).toBe('https://elsewhere.example/');
    expect(store.isMissingFrom('?gclid=g-1')).toBe(true);
    expect(store.isMissingFrom('?gclid=g-1&affiliateCode=aff1')).toBe(false);
  });

  it('keeps the visit parameters across a reload without them in the address', () => {
    new TrackingStore().init({ location: at('?kw=shoes&fbclid=F1'), policy });
    const reloaded = new TrackingStore();
    reloaded.init({ location: at(''), policy });
    expect(reloaded.state.visit).toEqual({ kw: 'shoes', fbclid: 'F1' });
    expect(reloaded.withTracking('/home')).toBe('/home?kw=shoes&fbclid=F1');
  });

  it('saves the attribution on the device for a later visit (new tab)', () => {
    new TrackingStore().init({ location: at('?affiliateCode=aff1&referralCode=R1', 'fast1.example'), policy });
    sessionStorage.clear(); // a new tab, days later, from another domain
    const later = new TrackingStore();
    later.init({ location: at('', 'fast2.example'), policy });
    expect(later.state.visit).toEqual({});
    expect(later.get('affiliateCode')).toBe('aff1');
    expect(later.registrationInfo()).toEqual({ affiliateCode: 'aff1', referralCode: 'R1', originalDomain: 'fast1.example' });
    expect(JSON.parse(localStorage.getItem(SAVED_STORAGE_KEY) ?? '{}').affiliateCode).toBe('aff1');
  });

  it('drops tampered stored values', () => {
    localStorage.setItem(SAVED_STORAGE_KEY, JSON.stringify({ affiliateCode: 42, kw: 'ok', evil: 'x', cid: 'a\u0000b' }));
    localStorage.setItem(REGISTER_INFO_STORAGE_KEY, 'not json');
    const store = new TrackingStore();
    store.init({ location: at(''), policy });
    expect(store.state.saved).toEqual({ kw: 'ok' });
    expect(store.registrationInfo()).toEqual({ originalDomain: 'demo.example' });
  });

  it('sets the _fbc and _fbp click-id cookies for 90 days from an fbclid', () => {
    const now = Date.now();
    const store = new TrackingStore();
    const writes: string[] = [];
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      cookie.set!.call(document, value);
    });
    store.init({ location: at('?fbclid=AbC123'), policy, now });
    expect(readCookie('_fbc')).toBe(`fb.1.${now}.AbC123`);
    expect(readCookie('_fbp')).toMatch(new RegExp(`^fb\\.1\\.${now}\\.\\d{10}$`));
    const clickWrites = writes.filter((w) => w.startsWith('_fb'));
    expect(clickWrites).toHaveLength(2);
    expect(clickWrites.every((w) => w.includes(`Max-Age=${90 * 24 * 3600}`))).toBe(true);
    expect(store.pixelTrack()).toEqual({ fbclid: 'AbC123', fbc: `fb.1.${now}.AbC123`, fbp: readCookie('_fbp') });
  });

  it('has no pixelTrack when there is nothing to send', () => {
    const store = new TrackingStore();
    store.init({ location: at('?affiliateCode=a'), policy });
    expect(store.pixelTrack()).toBeNull();
  });

  it('honours a safe redirectUrl or backUrl, and either blocks auto-login', () => {
    const a = new TrackingStore();
    a.init({ location: at('?redirectUrl=%2Fm%2Fsports'), policy });
    expect(a.redirectUrl()).toBe('/m/sports');
    expect(a.blocksAutoLogin()).toBe(true);
    const b = new TrackingStore();
    b.init({ location: at('?backUrl=/m/home'), policy });
    expect(b.backUrl()).toBe('/m/home');
    expect(b.blocksAutoLogin()).toBe(true);
    const c = new TrackingStore();
    c.init({ location: at(''), policy });
    expect(c.blocksAutoLogin()).toBe(false);
  });

  it('ignores and logs an unsafe redirectUrl', () => {
    const store = new TrackingStore();
    store.init({ location: at('?redirectUrl=https%3A%2F%2Fevil.example%2F&backUrl=javascript:alert(1)'), policy });
    expect(store.redirectUrl()).toBeNull();
    expect(store.backUrl()).toBeNull();
    expect(store.blocksAutoLogin()).toBe(false);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('ignored unsafe redirectUrl'));
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('ignored unsafe backUrl'));
  });

  it('remembers a start from the home-screen icon', () => {
    const store = new TrackingStore();
    store.init({ location: at('?homescreen=1'), policy });
    expect(store.isHomescreen()).toBe(true);
  });

  it('adds the pixel ids of the domain to a pixelTrack that has a click id', () => {
    systemConfig.next({
      status: { analytics: { domains: [{ domain: 'demo.example', fbPixelId: '111', gtmId: 'GTM-A' }] } } as unknown as SystemStatus,
      country: null,
    });
    const store = new TrackingStore();
    store.init({ location: at('?gclid=G1'), policy });
    expect(store.pixelTrack(store.channelIds('demo.example'))).toEqual({ gclid: 'G1', fbPixelId: '111' });
    const none = new TrackingStore();
    sessionStorage.clear();
    localStorage.clear();
    none.init({ location: at(''), policy });
    expect(none.pixelTrack(none.channelIds('demo.example'))).toBeNull();
    systemConfig.next(null);
  });

  it('keeps the landing domain of an attributed visit for a day (tracking-domain cookie)', () => {
    const writes: string[] = [];
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      cookie.set!.call(document, value);
    });
    new TrackingStore().init({ location: at('?affiliateCode=aff1', 'landing.example'), policy });
    expect(writes.find((w) => w.startsWith('m_track_domain='))).toContain(`Max-Age=${24 * 3600}`);
    const later = new TrackingStore();
    later.init({ location: at('', 'other.example'), policy });
    expect(later.state.trackingDomain).toBe('landing.example');
  });

  it('reports the native app advertising ids only inside the app', () => {
    const store = new TrackingStore();
    store.init({ location: at('?gpsAdid=GPS-1&idfa=IDFA-1&afAppId=com.demo'), policy });
    expect(store.appTrackingInfo('Mozilla/5.0 Chrome')).toBeNull();
    expect(store.appTrackingInfo('Mozilla/5.0 MApp/2.5.0')).toEqual({ gpsAdid: 'GPS-1', idfa: 'IDFA-1', afAppId: 'com.demo' });
    sessionStorage.clear();
    localStorage.clear();
    const inApp = new TrackingStore();
    inApp.init({ location: at('?inApp=1&adid=AD-1'), policy });
    expect(inApp.appTrackingInfo('Mozilla/5.0 Chrome')).toEqual({ adid: 'AD-1' });
  });
});
