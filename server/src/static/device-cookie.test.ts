import { deviceIdFor, deviceIdInSetCookie } from './device-cookie';

const ID = '3f0c2a4e-9b1d-4c6e-8a7f-0123456789ab';

function reply(existing?: string) {
  const headers = new Map<string, unknown>(existing ? [['set-cookie', existing]] : []);
  return {
    headers,
    getHeader: (name: string) => headers.get(name),
    header: (name: string, value: unknown) => void headers.set(name, value),
  };
}

describe('the device id cookie a page is decided by', () => {
  it("keeps the device's own id and sets nothing", () => {
    const r = reply();
    expect(deviceIdFor({ headers: { cookie: `a=1; loginDeviceId=${ID}` }, protocol: 'https' }, r)).toBe(ID);
    expect(r.headers.has('set-cookie')).toBe(false);
  });

  it('gives a first visit a new id for a year, readable by the shell, beside cookies already set', () => {
    const r = reply('other=1; Path=/');
    const id = deviceIdFor({ headers: { cookie: 'loginDeviceId=not-36-characters' }, protocol: 'https' }, r);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const cookies = r.headers.get('set-cookie') as string[];
    expect(cookies[0]).toBe('other=1; Path=/');
    expect(cookies[1]).toBe(`loginDeviceId=${id}; Max-Age=31536000; Path=/; SameSite=Lax; Secure`);
    expect(cookies[1]).not.toContain('HttpOnly');
    expect(deviceIdInSetCookie(cookies)).toBe(id);
  });

  it('gives two first visits two ids', () => {
    const a = deviceIdFor({ headers: {}, protocol: 'http' }, reply());
    const b = deviceIdFor({ headers: {}, protocol: 'http' }, reply());
    expect(a).not.toBe(b);
  });

  it('finds no id in other cookies', () => {
    expect(deviceIdInSetCookie(['x=1', `loginDeviceId=bad; Path=/`])).toBeNull();
    expect(deviceIdInSetCookie(undefined)).toBeNull();
  });
});
