import { memoryStorage } from '../platform/memory-storage';
import { CLOSE_COUNT_KEY, InstallFlags } from './install-flags';

describe('install flags', () => {
  it('declining sets the session flag and counts every close on the device', () => {
    const device = memoryStorage();
    const first = new InstallFlags(device, memoryStorage());
    expect(first.decline()).toBe(1);
    expect(first.isDeclinedThisSession()).toBe(true);
    // A new session (new tab): no session flag, the counter goes on.
    const second = new InstallFlags(device, memoryStorage());
    expect(second.isDeclinedThisSession()).toBe(false);
    expect(second.decline()).toBe(2);
  });

  it('a tampered counter starts again from zero', () => {
    const device = memoryStorage();
    device.set(CLOSE_COUNT_KEY, 'lots');
    expect(new InstallFlags(device, memoryStorage()).decline()).toBe(1);
  });

  it('remembers an accepted install on the device', () => {
    const device = memoryStorage();
    new InstallFlags(device, memoryStorage()).markInstalled();
    expect(new InstallFlags(device, memoryStorage()).isInstalled()).toBe(true);
  });
});
