import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { bus, initLanguage, LANGUAGE_STORAGE_KEY, setSupportedLanguages } from '@m/shared';
import { LanguageSwitcher } from './language-switcher';

// Popups lock scrolling; jsdom cannot scroll, so restoring the position is a no-op here.
window.scrollTo = () => undefined;

describe('the language switcher', () => {
  beforeEach(async () => {
    localStorage.clear();
    await setSupportedLanguages(['EN', 'CN', 'AR', 'VI']);
    await initLanguage({ browser: ['en'] });
  });
  afterEach(() => jest.restoreAllMocks());

  it("lists the merchant's languages with flags and names, and switches to Arabic right to left", async () => {
    const announced: string[] = [];
    const sub = bus.on('i18n.language.changed').subscribe((e) => announced.push(e.language));
    render(<LanguageSwitcher />);
    fireEvent.click(screen.getByTestId('language-switcher'));
    const options = screen.getAllByRole('button', { pressed: false }).concat(screen.getAllByRole('button', { pressed: true }));
    expect(
      options
        .map((o) => o.getAttribute('data-language'))
        .filter((language) => language !== null)
        .sort(),
    ).toEqual(['AR', 'CN', 'EN', 'VI']);
    const arabic = screen.getByRole('button', { name: /العربية/ });
    expect(arabic.textContent).toContain('🇸🇦');
    await act(async () => {
      fireEvent.click(arabic);
    });
    await waitFor(() => expect(document.documentElement.getAttribute('dir')).toBe('rtl'));
    expect(screen.queryByTestId('language-list')).toBeNull();
    expect(screen.getByTestId('language-switcher').textContent).toContain('AR');
    // The name starts with the visible code (WCAG 2.5.3) and says the language in full.
    expect(screen.getByRole('button', { name: /^AR\s*اللغة: العربية$/ })).toBe(screen.getByTestId('language-switcher'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('AR');
    expect(announced).toEqual(['AR']);
    sub.unsubscribe();
  });

  it('closes with Escape without changing the language', () => {
    render(<LanguageSwitcher />);
    fireEvent.click(screen.getByTestId('language-switcher'));
    expect(screen.getByTestId('language-list')).not.toBeNull();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByTestId('language-list')).toBeNull();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBeNull();
  });
});
