import { scheduleChatScripts, type ScriptHost } from './chat-script';
import { scriptsToInject, primaryDesk, floatingDesk } from './chat-desks';

function host(now: number) {
  const calls: { delay: number; run: () => void }[] = [];
  const injected: string[] = [];
  const h: ScriptHost = { now: () => now, schedule: (run, delay) => calls.push({ run, delay }), inject: (url) => injected.push(url) };
  return { h, calls, injected };
}

const desk = (csType: string, csPosition: string, labelIds: string[], scriptUrl: string | null) => ({
  csType,
  csPosition,
  path: '/x',
  labelIds,
  scriptUrl,
});

describe('the chat provider script (SPEC 9: 500 ms after start-up)', () => {
  it('waits for what is left of the 500 ms, and injects nothing before', () => {
    const { h, calls, injected } = host(120);
    scheduleChatScripts(['https://chat.example/w.js'], h, new Set());
    expect(calls[0]?.delay).toBe(380);
    expect(injected).toEqual([]);
    calls[0]?.run();
    expect(injected).toEqual(['https://chat.example/w.js']);
  });

  it('injects at once when start-up is long past, and each script once', () => {
    const seen = new Set<string>();
    const { h, calls } = host(4000);
    scheduleChatScripts(['/a.js', '/a.js'], h, seen);
    scheduleChatScripts(['/a.js'], h, seen);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.delay).toBe(0);
  });

  it('takes only https or same-site scripts, without duplicates', () => {
    expect(
      scriptsToInject([
        desk('A', 'float', [], 'https://x/w.js'),
        desk('B', 'member', [], 'https://x/w.js'),
        desk('C', 'member', [], 'http://x/w.js'),
        desk('D', 'member', [], '//evil/w.js'),
        desk('E', 'member', [], null),
      ]),
    ).toEqual(['https://x/w.js']);
  });

  it('picks the floating desk and the label desk a launch opens first', () => {
    const desks = [desk('LIVECHAT', 'float', [], null), desk('COMM100VIP', 'member', ['GOLD'], null)];
    expect(floatingDesk(desks)?.csType).toBe('LIVECHAT');
    expect(primaryDesk(desks)?.csType).toBe('COMM100VIP');
    expect(primaryDesk([])).toBeNull();
  });
});
