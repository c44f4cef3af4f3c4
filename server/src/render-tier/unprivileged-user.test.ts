import { renderTierUser, userFrom } from './unprivileged-user';

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
});
