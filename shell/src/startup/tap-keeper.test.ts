import { keepTapsUntilHydrated } from './tap-keeper';

const KEEP_MS = 10_000;

/** Two server-drawn areas as the shell draws them: a games row (not yet taken over) and a banner. */
function page() {
  document.body.innerHTML = `
    <div class="remote-slot" data-remote="mf-games" data-remote-version="1.0.0">
      <ul><li><button class="g-tile__play">Fortune Tiger</button><button class="g-trial">Free trial</button></li></ul>
      <a href="/m/sports">Sports</a>
    </div>
    <div class="remote-slot" data-remote="mf-pwa"><button class="own">Install</button></div>`;
  const area = document.querySelector<HTMLElement>('[data-remote="mf-games"]')!;
  const tile = area.querySelector<HTMLButtonElement>('.g-tile__play')!;
  const trial = area.querySelector<HTMLButtonElement>('.g-trial')!;
  const heard: string[] = [];
  for (const button of document.querySelectorAll('button')) button.addEventListener('click', () => heard.push(button.className));
  return { area, tile, trial, heard };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a tap before the area has hydrated', () => {
  // One keeper for the page (as index.html starts it once).
  beforeAll(() => keepTapsUntilHydrated(document, KEEP_MS));
  afterEach(() => jest.useRealTimers());

  it('is kept and played once the area code has taken it over, the latest tap only', async () => {
    const { area, tile, trial, heard } = page();
    tile.click();
    trial.click();
    expect(heard).toEqual([]);
    area.setAttribute('data-mounted', 'true');
    await settle();
    expect(heard).toEqual(['g-trial']);
    // Taken over: taps go straight through.
    tile.click();
    expect(heard).toEqual(['g-trial', 'g-tile__play']);
  });

  it('keeps a tap on an element that acts on taps on itself (a backdrop), not on what it holds', async () => {
    document.body.innerHTML = `
      <div class="remote-slot" data-remote="mf-promotions" data-remote-version="1.0.0">
        <div class="backdrop" data-keep-tap><div class="dialog"><p>Welcome</p></div></div>
      </div>`;
    const area = document.querySelector('.remote-slot')!;
    const backdrop = document.querySelector<HTMLElement>('.backdrop')!;
    const heard: string[] = [];
    backdrop.addEventListener('click', (event) => heard.push((event.target as HTMLElement).className));
    document.querySelector<HTMLElement>('.dialog p')!.click();
    area.setAttribute('data-mounted', 'true');
    await settle();
    // The tap inside the dialog went its own way (before hydration, nothing listened), not replayed.
    expect(heard).toEqual(['']);
    area.removeAttribute('data-mounted');
    heard.length = 0;
    backdrop.click();
    expect(heard).toEqual([]);
    area.setAttribute('data-mounted', 'true');
    await settle();
    expect(heard).toEqual(['backdrop']);
  });

  it('leaves links, and areas the browser drew itself, alone', () => {
    const { heard } = page();
    const link = document.querySelector('a')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    document.querySelector<HTMLButtonElement>('.own')!.click();
    expect(heard).toEqual(['own']);
  });

  it('drops a tap older than the wait, or whose button was drawn anew', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const first = page();
    first.tile.click();
    jest.advanceTimersByTime(KEEP_MS + 1);
    first.area.setAttribute('data-mounted', 'true');
    await Promise.resolve();
    expect(first.heard).toEqual([]);
    jest.useRealTimers();
    const second = page();
    second.tile.click();
    second.tile.remove();
    second.area.setAttribute('data-mounted', 'true');
    await settle();
    expect(second.heard).toEqual([]);
  });
});
