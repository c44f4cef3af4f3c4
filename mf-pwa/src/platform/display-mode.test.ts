import { isStandalone } from './display-mode';

const media = (matching: string[]) => (query: string) => ({ matches: matching.includes(query) });

describe('installed home-screen app', () => {
  it('is detected from the standalone display mode', () => {
    expect(isStandalone({ matchMedia: media(['(display-mode: standalone)']), navigator: {} })).toBe(true);
  });

  it('is detected from Safari’s home-screen flag', () => {
    expect(isStandalone({ matchMedia: media([]), navigator: { standalone: true } })).toBe(true);
  });

  it('is not a browser tab', () => {
    expect(isStandalone({ matchMedia: media(['(display-mode: browser)']), navigator: { standalone: false } })).toBe(false);
    expect(isStandalone({ navigator: {} })).toBe(false);
  });
});
