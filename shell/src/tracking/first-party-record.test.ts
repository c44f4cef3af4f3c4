import { byteLength, firstPartyRecord } from './first-party-record';

describe('the operator record of a tracked event (collect beacon)', () => {
  it('carries the event, payload and route', () => {
    expect(firstPartyRecord('login', { customerId: '7' }, '/m/login', 1)).toEqual({
      kind: 'event',
      event: 'login',
      payload: { customerId: '7' },
      route: '/m/login',
      at: 1,
    });
  });

  it('stays within the 1024-byte heartbeat limit: content goes first, then the whole record', () => {
    const big = { content: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, 'x'.repeat(100)])) };
    const record = firstPartyRecord('gameLaunch', { customerId: '7', ...big }, '/m/launchGame', 1);
    expect(record?.payload).toEqual({ customerId: '7' });
    expect(byteLength({ merchant: 'demo', value: record })).toBeLessThanOrEqual(1024);
    expect(firstPartyRecord('gameLaunch', { customerName: 'y'.repeat(2000) }, '/m/x', 1)).toBeNull();
  });
});
