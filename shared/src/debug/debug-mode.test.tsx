import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act } from 'react';
import { safeStorage } from '../util/safe-storage';
import { debugMode, rememberDebugFlag, useDebugMode } from './debug-mode';
import { safeSession } from '../util/safe-storage';

describe('developer labels only with ?debug=1', () => {
  it('starts with ?debug=1, lasts across pages of the tab, and ends with ?debug=0', () => {
    const tab = safeStorage(() => null);
    expect(debugMode(tab)).toBe(false);
    rememberDebugFlag('?debug=1', tab);
    rememberDebugFlag('?vendor=PG', tab); // a later page without the flag
    expect(debugMode(tab)).toBe(true);
    rememberDebugFlag('?debug=0', tab);
    expect(debugMode(tab)).toBe(false);
  });

  it('draws no label on the server, hydrates that HTML without a mismatch, then shows the label', async () => {
    function Label() {
      return <p data-version="1.0.0">{useDebugMode() ? 'mf_games 1.0.0' : null}</p>;
    }
    rememberDebugFlag('?debug=1');
    const html = renderToString(<Label />);
    expect(html).not.toContain('mf_games');
    const container = document.createElement('div');
    container.innerHTML = html;
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Label />, { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('mf_games 1.0.0');
    safeSession.remove('m_debug');
  });
});
