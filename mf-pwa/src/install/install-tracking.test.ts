import { memoryStorage } from '../platform/memory-storage';
import { trackInstallEventOnce } from './install-tracking';

describe('install events', () => {
  it('are sent once per device', async () => {
    const storage = memoryStorage();
    const send = jest.fn().mockResolvedValue(undefined);
    const deps = { storage, send, merchant: () => 'demo', now: () => 1000 };
    expect(await trackInstallEventOnce('a2hsInstalled', deps)).toBe(true);
    expect(await trackInstallEventOnce('a2hsInstalled', deps)).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ merchant: 'demo', value: { event: 'a2hsInstalled', time: 1000 } });
    // The other event has its own mark.
    expect(await trackInstallEventOnce('a2hsFirstOpen', deps)).toBe(true);
  });

  it('are sent again on a later view when sending failed', async () => {
    const storage = memoryStorage();
    const send = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const deps = { storage, send, merchant: () => 'demo' };
    expect(await trackInstallEventOnce('a2hsFirstOpen', deps)).toBe(false);
    expect(await trackInstallEventOnce('a2hsFirstOpen', deps)).toBe(true);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
