/**
 * The language switcher in the header: the current language's flag and code; a tap opens the
 * list of the merchant's languages, each with its flag and its name in itself.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import {
  changeLanguage,
  htmlLang,
  language$,
  LANGUAGE_NAMES,
  languageFlag,
  lockScroll,
  supportedLanguages$,
  userOverlayOpened,
  useBehavior,
  useTranslation,
  type LanguageCode,
} from '@m/shared';
import { clickDebounce } from '../startup/timers';

function languageName(code: string): string {
  return LANGUAGE_NAMES[code as LanguageCode] ?? code;
}

function LanguageList({ current, onPick, onClose }: { current: string; onPick: (code: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const languages = useBehavior(supportedLanguages$);
  const titleId = useId();
  const currentRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    currentRef.current?.focus();
    const release = lockScroll();
    // No promotion popup or install hint over the list the player opened (issue 27).
    const closed = userOverlayOpened();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      release();
      closed();
      window.removeEventListener('keydown', onKey);
    };
  }, [onClose]);
  // Into <body>: inside the sticky header (its own stacking context) the sheet sat under the
  // floating chat and gift buttons, whatever its z-index (issue 27).
  return createPortal(
    <div
      className="overlay-backdrop overlay-backdrop--sheet"
      role="presentation"
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className="sheet" role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="language-list">
        <h2 className="sheet__title" id={titleId}>
          {t('language_choose')}
        </h2>
        <ul className="language-list">
          {languages.map((code) => (
            <li key={code}>
              <button
                type="button"
                ref={code === current ? currentRef : undefined}
                className="language-list__option"
                aria-pressed={code === current}
                data-language={code}
                lang={htmlLang(code)}
                onClick={() => onPick(code)}
              >
                <span className="language-list__flag" aria-hidden="true">
                  {languageFlag(code)}
                </span>
                <span>{languageName(code)}</span>
              </button>
            </li>
          ))}
        </ul>
        <button type="button" className="btn" onClick={onClose}>
          {t('close')}
        </button>
      </div>
    </div>,
    document.body,
  );
}

export function LanguageSwitcher() {
  const { t } = useTranslation();
  const current = useBehavior(language$);
  const [open, setOpen] = useState(false);
  const toggle = useMemo(() => clickDebounce(() => setOpen((o) => !o)), []);
  const pick = useMemo(
    () =>
      clickDebounce((code: string) => {
        setOpen(false);
        void changeLanguage(code);
      }),
    [],
  );
  const close = useMemo(() => () => setOpen(false), []);
  return (
    <>
      <button
        type="button"
        className="language-switcher"
        onClick={toggle}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="language-switcher"
      >
        <span aria-hidden="true">{languageFlag(current)}</span>
        {/* The visible code is part of the name (WCAG 2.5.3: a voice user says what they see). */}
        <span className="language-switcher__code">{current}</span>
        <span className="visually-hidden">{t('language_current', { name: languageName(current) })}</span>
      </button>
      {open && <LanguageList current={current} onPick={pick} onClose={close} />}
    </>
  );
}
