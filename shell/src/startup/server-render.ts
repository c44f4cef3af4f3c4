/**
 * The hand-over of a page the server drew (issue 23, server/src/ssr): its language, the merchant's
 * status it was drawn with (the browser does not ask again) and its slots. Checked like any other
 * input: a hand-over that is not one (a page from an older server, a tampered cache) means the
 * page is composed in the browser as before.
 */
import { HAND_OVER_ID, type ServerRenderHandOver } from '@m/shared';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readServerRender(doc: Pick<Document, 'getElementById'>): ServerRenderHandOver | null {
  const text = doc.getElementById(HAND_OVER_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!isRecord(value) || value.schemaVersion !== 1 || typeof value.language !== 'string') return null;
    const { config, slots } = value;
    if (!isRecord(config) || !isRecord(config.status) || typeof config.status.merchantCode !== 'string') return null;
    if (typeof config.status.maintenance !== 'boolean' || !isRecord(config.status.whitelabel)) return null;
    if (!isRecord(slots) || !Object.values(slots).every((slot) => isRecord(slot) && typeof slot.version === 'string')) return null;
    return value as unknown as ServerRenderHandOver;
  } catch {
    return null;
  }
}
