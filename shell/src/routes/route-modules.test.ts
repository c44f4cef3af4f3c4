import { modulesForPath } from './route-modules';
import { HOME_SLOTS } from '@m/shared';

describe('the remote modules an address mounts first', () => {
  it('a remote page: that page only', () => {
    expect(modulesForPath('/m/login')).toEqual([{ remote: 'mf-auth', module: './LoginPage' }]);
    expect(modulesForPath('/m/sports')).toEqual([{ remote: 'mf-games', module: './CategoryPage' }]);
    expect(modulesForPath('/m/member/home/')).toEqual([{ remote: 'mf-member', module: './MemberHomePage' }]);
  });

  it('the home, its aliases and unknown addresses: the home widgets', () => {
    for (const path of ['/m/home', '/m/', '/m', '/m/index.html', '/m/no-such-page']) expect(modulesForPath(path)).toEqual(HOME_SLOTS);
  });
});
