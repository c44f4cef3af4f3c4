/**
 * @jest-environment jsdom
 */
/**
 * A slot drawn after the frame (slot-piece.tsx): its script, run as the browser runs it while the
 * page is parsed, leaves the page exactly as if the slot had been drawn inside the frame.
 */
import { renderToString } from 'react-dom/server';
import type { ParcelProps } from '@m/shared';
import { RemoteSlot } from '../federation/remote-slot';
import { ServerSlotsContext, slotKey } from '../federation/server-slots';
import type { RequestState } from './request-state';
import { slotPiece } from './slot-piece';

const state: RequestState = {
  merchant: 'demo',
  language: 'EN',
  config: null,
  player: { authority: 'demo.example', ip: '203.0.113.9', userAgent: 'test' },
  href: 'https://demo.example/m/home',
};
const props: Omit<ParcelProps, 'reportError'> = { basePath: '/m', route: '/home', params: {}, search: '', navigate: () => undefined };
const slot = { html: '<p>Fortune Tiger</p>', version: '1.2.0', loads: {} };

function areas(drawn: boolean): string {
  const slots = new Map(drawn ? [[slotKey('mf-games', './HomeCategories'), slot]] : []);
  return renderToString(
    <ServerSlotsContext.Provider value={slots}>
      <RemoteSlot remote="mf-promotions" module="./HomeBanner" props={props} variant="widget" />
      <RemoteSlot remote="mf-games" module="./HomeCategories" props={props} variant="widget" />
    </ServerSlotsContext.Provider>,
  );
}

/** Runs the page's inline scripts in order, each with itself as `document.currentScript`. */
function runScripts(): void {
  for (const script of document.querySelectorAll('#root script')) {
    // oxlint-disable-next-line typescript/no-implied-eval -- the test plays the browser running the page's own script
    new Function('currentScript', script.textContent!.replace(/document\.currentScript/g, 'currentScript'))(script);
  }
}

describe('a slot drawn after the frame', () => {
  it('takes its placeholder’s place once its script runs: the page is the one drawn whole, the piece and its script gone', () => {
    const piece = slotPiece({
      remote: 'mf-games',
      module: './HomeCategories',
      variant: 'widget',
      props,
      slot,
      state,
      nonce: 'abc',
      first: true,
    });
    expect(piece.html).toContain('<script nonce="abc">');
    document.body.innerHTML = `<div id="root"><main>${areas(false)}</main>${piece.html}</div>`;
    runScripts();
    expect(document.getElementById('root')!.innerHTML).toBe(`<main>${areas(true)}</main>`);
  });

  it('shows nothing of a piece whose placeholder is not there (the browser drew the area already)', () => {
    const piece = slotPiece({ remote: 'mf-games', module: './HomeCategories', variant: 'widget', props, slot, state, first: true });
    document.body.innerHTML = `<div id="root"><main></main>${piece.html}</div>`;
    runScripts();
    expect(document.getElementById('root')!.innerHTML).toBe('<main></main>');
  });
});
