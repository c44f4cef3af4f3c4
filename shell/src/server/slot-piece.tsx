/**
 * A slot drawn after the frame went out (issue 34, streaming by slot), as a piece of `#root`: the
 * slot's area as the frame would have drawn it, in a hidden element after the frame, and an inline
 * script (with the page's CSP nonce) that puts it in place of the area's placeholder as soon as it
 * is parsed. The browser's scripts start after the whole page is parsed, so React hydrates exactly
 * the page it would have had whole: no Suspense boundary, no other markup in the frame. A slot not
 * drawn needs no piece: its placeholder is the area as the browser draws it.
 *
 * Without JavaScript the script does not run: the page's <noscript> style shows the hidden piece
 * where it is (server/src/ssr/page-template.ts).
 */
import { renderToString } from 'react-dom/server';
import { collectStyles, type ParcelProps, type RemoteName } from '@m/shared';
import { RemoteSlot, type RemoteSlotProps } from '../federation/remote-slot';
import { ServerSlotsContext, slotKey, type RenderedSlot } from '../federation/server-slots';
import { drawWith, type RequestState } from './request-state';

/** The attribute that marks a piece (the page's <noscript> style names it too). */
export const PIECE_ATTRIBUTE = 'data-ssr-piece';

/**
 * Defined once per page, before the first piece: moves the piece's area in place of the
 * placeholder with the same remote and module (still loading: the piece's own area is drawn), then
 * removes the piece and its script.
 */
const PLACE =
  `$SP=function(s){var p=s.previousElementSibling,d=p.dataset,` +
  `q=document.querySelector('#root [data-remote="'+d.remote+'"][data-module="'+d.module+'"][data-status="loading"]');` +
  `if(q)q.replaceWith.apply(q,Array.prototype.slice.call(p.childNodes));p.remove();s.remove()};`;

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export interface SlotPieceInput {
  remote: RemoteName;
  module: string;
  variant: RemoteSlotProps['variant'];
  props: Omit<ParcelProps, 'reportError'>;
  slot: RenderedSlot;
  state: RequestState;
  /** The page's CSP nonce. */
  nonce?: string;
  /** The first piece of the page defines the placing function. */
  first: boolean;
}

/** The piece's HTML and the stylesheets its area asked for. */
export function slotPiece({ remote, module, variant, props, slot, state, nonce, first }: SlotPieceInput): {
  html: string;
  styles: Map<string, string>;
} {
  const styles = new Map<string, string>();
  const area = drawWith(state, () =>
    collectStyles(styles, () =>
      renderToString(
        <ServerSlotsContext.Provider value={new Map([[slotKey(remote, module), slot]])}>
          <RemoteSlot remote={remote} module={module} props={props} variant={variant} />
        </ServerSlotsContext.Provider>,
      ),
    ),
  );
  const script = `<script${nonce ? ` nonce="${attribute(nonce)}"` : ''}>${first ? PLACE : ''}$SP(document.currentScript)</script>`;
  return {
    html: `<div hidden ${PIECE_ATTRIBUTE} data-remote="${attribute(remote)}" data-module="${attribute(module)}">${area}</div>${script}`,
    styles,
  };
}
