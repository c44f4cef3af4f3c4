import { pageDeviceId } from './device-id';

const ID = '3f0c2a4e-9b1d-4c6e-8a7f-0123456789ab';
const OTHER = '11111111-2222-4333-8444-555555555555';

function jar(initial = '') {
  const cookies = new Map<string, string>();
  for (const part of initial.split(';').filter(Boolean)) {
    const [k, v] = part.trim().split('=');
    cookies.set(k!, v!);
  }
  return {
    get cookie() {
      return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      const [pair] = line.split(';');
      const [k, v] = pair!.split('=');
      cookies.set(k!, v!);
    },
  };
}

function memoryStorage(value: string | null = null) {
  const items = new Map<string, string>(value ? [['loginDeviceId', value]] : []);
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
}

describe("the page's device id for canaries", () => {
  it('is the cookie the server read or set when it drew the page', () => {
    expect(pageDeviceId(jar(`loginDeviceId=${ID}`), memoryStorage(OTHER))).toBe(ID);
  });

  it('without a cookie, is the id mf-auth kept, written to the cookie the server reads next time', () => {
    const doc = jar();
    expect(pageDeviceId(doc, memoryStorage(OTHER))).toBe(OTHER);
    expect(doc.cookie).toContain(`loginDeviceId=${OTHER}`);
  });

  it('with neither, is a new id kept in both', () => {
    const doc = jar();
    const storage = memoryStorage();
    expect(pageDeviceId(doc, storage, () => ID)).toBe(ID);
    expect(storage.items.get('loginDeviceId')).toBe(ID);
    expect(doc.cookie).toContain(`loginDeviceId=${ID}`);
  });

  it('ignores a malformed cookie', () => {
    expect(pageDeviceId(jar('loginDeviceId=short'), memoryStorage(OTHER))).toBe(OTHER);
  });

  it('is none when the browser keeps no cookie: the stable versions, as on the server', () => {
    const refusing = {
      get cookie() {
        return '';
      },
      set cookie(_line: string) {
        // cookies refused: nothing is kept
      },
    };
    expect(pageDeviceId(refusing, memoryStorage(), () => ID)).toBeNull();
  });
});
