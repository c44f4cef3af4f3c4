import { LANGUAGE_STORAGE_KEY } from '@m/shared';
import { LANGUAGE_POLL_MS, followLanguageOfOtherTabs, type FollowDeps } from './follow-other-tabs';

function setUp(initial: { stored: string | null; current: string }) {
  let stored = initial.stored;
  let current = initial.current;
  const applied: string[] = [];
  const target = new EventTarget();
  let poll: (() => void) | null = null;
  const deps: FollowDeps = {
    read: () => stored,
    current: () => current,
    apply: (language) => {
      applied.push(language);
      current = language;
    },
    target: target as unknown as FollowDeps['target'],
    every: (check, ms) => {
      expect(ms).toBe(LANGUAGE_POLL_MS);
      poll = check;
      return () => {
        poll = null;
      };
    },
  };
  const stop = followLanguageOfOtherTabs(deps);
  const storageEvent = (key: string | null) => {
    const event = new Event('storage') as Event & { key: string | null };
    event.key = key;
    target.dispatchEvent(event);
  };
  return {
    applied,
    stop,
    storageEvent,
    tick: () => poll?.(),
    otherTabChose: (language: string) => {
      stored = language;
    },
    thisTabChose: (language: string) => {
      stored = language;
      current = language;
    },
  };
}

describe('a language chosen in another tab is followed (SPEC 9.58)', () => {
  it('polls the stored choice every 1000 ms and applies a new one', () => {
    expect(LANGUAGE_POLL_MS).toBe(1000);
    const tab = setUp({ stored: 'EN', current: 'EN' });
    tab.tick();
    expect(tab.applied).toEqual([]);
    tab.otherTabChose('TH');
    tab.tick();
    expect(tab.applied).toEqual(['TH']);
    tab.tick();
    expect(tab.applied).toEqual(['TH']);
  });

  it('answers the storage event at once, for the language key or a cleared storage only', () => {
    const tab = setUp({ stored: 'EN', current: 'EN' });
    tab.otherTabChose('VI');
    tab.storageEvent('pwa_asset_hash');
    tab.storageEvent(LANGUAGE_STORAGE_KEY);
    expect(tab.applied).toEqual(['VI']);
  });

  it("does not re-apply this tab's own choice", () => {
    const tab = setUp({ stored: 'EN', current: 'EN' });
    tab.thisTabChose('AR');
    tab.tick();
    expect(tab.applied).toEqual([]);
  });

  it('leaves a tab whose language differs from an unchanged stored choice alone', () => {
    const tab = setUp({ stored: 'JA', current: 'EN' });
    tab.tick();
    expect(tab.applied).toEqual([]);
  });

  it('stops polling and listening when stopped', () => {
    const tab = setUp({ stored: 'EN', current: 'EN' });
    tab.stop();
    tab.otherTabChose('TH');
    tab.tick();
    tab.storageEvent(LANGUAGE_STORAGE_KEY);
    expect(tab.applied).toEqual([]);
  });
});
