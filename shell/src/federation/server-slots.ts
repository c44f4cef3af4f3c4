/**
 * The slots the server rendered into the page (issue 23), by remote and module: the HTML it drew
 * and what it drew it with. On the server the renderer fills this map before drawing the frame;
 * in the browser the shell reads it back from the page, and each `RemoteSlot` takes its entry
 * once to attach its parcel to that HTML instead of drawing it again.
 */
import { createContext } from 'react';

export interface RenderedSlot {
  /** The parcel's server HTML (the inside of the slot's parcel element). */
  html: string;
  /** The remote version that drew it (`data-remote-version`). */
  version: string;
  /** The loads it was drawn with, keyed as `useLoad` keys them (shared/src/ssr/server-loads.ts). */
  loads: Record<string, unknown>;
}

export type ServerSlots = Map<string, RenderedSlot>;

export const ServerSlotsContext = createContext<ServerSlots | null>(null);

export function slotKey(remote: string, module: string): string {
  return `${remote}/${module.replace(/^\.\//, '')}`;
}

/** The attribute that marks a server-rendered parcel element and names its slot. */
export const SERVER_SLOT_ATTRIBUTE = 'data-ssr-slot';

/**
 * The page's server-rendered slots, read before hydrating: each element's HTML as the server sent
 * it, with the version and loads the page's hand-over names for it. A slot the hand-over does not
 * describe is not adopted (its area then loads as it does without server rendering).
 */
export function readServerSlots(root: ParentNode, described: Record<string, { version?: unknown; loads?: unknown }>): ServerSlots {
  const slots: ServerSlots = new Map();
  for (const element of root.querySelectorAll(`[${SERVER_SLOT_ATTRIBUTE}]`)) {
    const key = element.getAttribute(SERVER_SLOT_ATTRIBUTE) ?? '';
    const about = Object.prototype.hasOwnProperty.call(described, key) ? described[key] : undefined;
    if (!about || typeof about.version !== 'string') continue;
    const loads = typeof about.loads === 'object' && about.loads !== null ? (about.loads as Record<string, unknown>) : {};
    slots.set(key, { html: element.innerHTML, version: about.version, loads });
  }
  return slots;
}
