import { canRead, renderTierUser, userFrom } from './unprivileged-user';

const PASSWD = [
  'root:x:0:0:root:/root:/bin/bash',
  'nobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin',
  'm-render:x:998:997::/:/usr/sbin/nologin',
].join('\n');
const passwd = () => PASSWD;

describe('the user the render tier runs as', () => {
  it('started by root, runs as nobody, or the user RENDER_TIER_USER names', () => {
    expect(renderTierUser({}, 0, passwd)).toEqual({ name: 'nobody', uid: 65534, gid: 65534 });
    expect(renderTierUser({ RENDER_TIER_USER: 'm-render' }, 0, passwd)).toEqual({ name: 'm-render', uid: 998, gid: 997 });
  });

  it('started by anyone else, stays that user; RENDER_TIER_USER= (empty) keeps root', () => {
    expect(renderTierUser({}, 1000, passwd)).toBeNull();
    expect(renderTierUser({ RENDER_TIER_USER: '' }, 0, passwd)).toBeNull();
  });

  it('refuses to start as a user the system does not have, rather than quietly as root', () => {
    expect(() => renderTierUser({ RENDER_TIER_USER: 'typo' }, 0, passwd)).toThrow(/not a user of this system/);
    expect(userFrom('broken line\n', 'broken')).toBeNull();
  });

  /** A file tree by path: owner root, a mode each. */
  const tree =
    (modes: Record<string, number>) =>
    (file: string): { uid: number; gid: number; mode: number } => {
      if (!(file in modes)) throw new Error(`ENOENT ${file}`);
      return { uid: 0, gid: 0, mode: modes[file]! };
    };
  const NOBODY = { name: 'nobody', uid: 65534, gid: 65534 };

  it('runs as nobody only where nobody can read the built files and pass through every folder above them', () => {
    const open = tree({ '/': 0o755, '/work': 0o755, '/work/site': 0o755, '/work/site/index.html': 0o644 });
    const home = tree({ '/': 0o755, '/root': 0o700, '/root/site': 0o755, '/root/site/index.html': 0o644 });
    expect(canRead(NOBODY, '/work/site/index.html', open)).toBe(true);
    expect(canRead(NOBODY, '/root/site/index.html', home)).toBe(false);
    expect(canRead(NOBODY, '/work/missing.html', open)).toBe(false);
    expect(renderTierUser({}, 0, passwd, ['/work/site/index.html'], open)).toMatchObject({ name: 'nobody' });
    // A clone under /root: the tier still starts (as root, with a warning); a user named on purpose must read it.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(renderTierUser({}, 0, passwd, ['/root/site/index.html'], home)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('cannot read /root/site/index.html'));
    warn.mockRestore();
    expect(() => renderTierUser({ RENDER_TIER_USER: 'nobody' }, 0, passwd, ['/root/site/index.html'], home)).toThrow(/cannot read/);
  });
});
