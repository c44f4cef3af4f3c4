/**
 * @jest-environment jsdom
 */
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { useMediaQuery, useReducedMotion } from './use-media-query';

/** A phone whose settings answer `matches` for the reduced-motion query, changeable live. */
function phone(reduced: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    get matches() {
      return reduced;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  window.matchMedia = jest.fn(() => list as unknown as MediaQueryList);
  return {
    change(next: boolean) {
      reduced = next;
      listeners.forEach((listener) => listener());
    },
  };
}

function Motion() {
  return <p>{useReducedMotion() ? 'still' : 'moving'}</p>;
}

describe('a media query in a server-drawn view', () => {
  it('hydrates with the server value, then draws the phone setting, without a mismatch', async () => {
    phone(true);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Motion />);
    expect(container.textContent).toBe('moving');
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Motion />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('still');
  });

  it('answers the phone setting at once in a view drawn in the browser, and follows its changes', async () => {
    const settings = phone(false);
    const container = document.createElement('div');
    await act(async () => createRoot(container).render(<Motion />));
    expect(container.textContent).toBe('moving');
    await act(async () => settings.change(true));
    expect(container.textContent).toBe('still');
  });

  it('answers the server value where the browser has no matchMedia (old web views)', async () => {
    // @ts-expect-error -- an old web view
    delete window.matchMedia;
    function Wide() {
      return <p>{useMediaQuery('(min-width: 600px)', true) ? 'wide' : 'narrow'}</p>;
    }
    const container = document.createElement('div');
    await act(async () => createRoot(container).render(<Wide />));
    expect(container.textContent).toBe('wide');
  });
});
