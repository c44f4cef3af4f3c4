/**
 * @jest-environment jsdom
 */
describe('the address a server-drawn page arrived with', () => {
  it('stays what the server drew for after the shell rewrites the address bar, without a link token', () => {
    window.history.replaceState(null, '', '/m/home?inApp=1&token=secret&cid=7');
    // Required here, not imported: the module reads the address when it first runs.
    const { pageLocation, serverDrawnLocation } = require('./page-location') as typeof import('./page-location');
    window.history.replaceState(null, '', '/m/home?cid=7&affiliateCode=x');
    expect(serverDrawnLocation()).toMatchObject({ pathname: '/m/home', search: '?inApp=1&cid=7' });
    expect(pageLocation().search).toBe('?cid=7&affiliateCode=x');
  });
});
