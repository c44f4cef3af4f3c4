import { showNotice, overlays$ } from './overlay-store';
import { expectPrompt, resetPromptTurns, userOverlayOpened, whenTurn } from './prompt-turns';

afterEach(() => {
  resetPromptTurns();
  overlays$.next([]);
});

describe('prompts nobody asked for take turns (issue 27)', () => {
  it('the install hint waits for an expected promotion popup to show and close', () => {
    const shown: string[] = [];
    const withdraw = expectPrompt('promo-popup');
    const install = whenTurn('install', () => void shown.push('install'));
    expect(shown).toEqual([]);
    const popup = whenTurn('promo-popup', () => void shown.push('popup'));
    expect(shown).toEqual(['popup']);
    popup.done();
    expect(shown).toEqual(['popup', 'install']);
    install.done();
    withdraw();
  });

  it('a popup that turns out to have nothing to show lets the install hint through', () => {
    const shown: string[] = [];
    const withdraw = expectPrompt('promo-popup');
    whenTurn('install', () => void shown.push('install'));
    withdraw();
    expect(shown).toEqual(['install']);
  });

  it('never opens two at once, whatever the order they ask in', () => {
    const shown: string[] = [];
    const install = whenTurn('install', () => void shown.push('install'));
    const popup = whenTurn('promo-popup', () => void shown.push('popup'));
    expect(shown).toEqual(['install']);
    install.done();
    expect(shown).toEqual(['install', 'popup']);
    popup.done();
  });

  it('waits while the player has a sheet or a notice open', async () => {
    const shown: string[] = [];
    const closeLanguages = userOverlayOpened();
    whenTurn('install', () => void shown.push('install'));
    expect(shown).toEqual([]);
    closeLanguages();
    expect(shown).toEqual(['install']);

    resetPromptTurns();
    const closed = showNotice({ message: 'Welcome' });
    const later: string[] = [];
    whenTurn('promo-popup', () => void later.push('popup'));
    expect(later).toEqual([]);
    overlays$.value.forEach((o) => o.kind === 'notice' && o.resolve());
    await closed;
    expect(later).toEqual(['popup']);
  });

  it('a prompt with nothing to show after all passes the turn on at once', () => {
    const shown: string[] = [];
    whenTurn('promo-popup', () => false);
    whenTurn('install', () => void shown.push('install'));
    expect(shown).toEqual(['install']);
  });

  it('a prompt cancelled before its turn never shows, and frees nothing it did not hold', () => {
    const shown: string[] = [];
    const first = whenTurn('promo-popup', () => void shown.push('popup'));
    const second = whenTurn('install', () => void shown.push('install'));
    second.cancel();
    first.done();
    expect(shown).toEqual(['popup']);
  });
});
