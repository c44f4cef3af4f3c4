import { classifyRepeatRequests } from './warm-visit';

it('a repeat visit sorts what reached the network: shell files apart from the network-first federation files and the API', () => {
  const visit = classifyRepeatRequests('demo', [
    '/m/assets/main.1a2b3c4d.js',
    '/m/sw.js',
    '/m/federation/registry.json',
    '/m/remotes/mf-games/1.0.0/mf-manifest.json',
    '/wps/system/status?device=MOBILE',
    '/favicon.ico',
  ]);
  expect(visit).toEqual({
    merchant: 'demo',
    shellAssets: ['/m/assets/main.1a2b3c4d.js'],
    swUpdateCheck: ['/m/sw.js'],
    federation: ['/m/federation/registry.json', '/m/remotes/mf-games/1.0.0/mf-manifest.json'],
    api: ['/wps/system/status?device=MOBILE'],
    other: ['/favicon.ico'],
  });
});
