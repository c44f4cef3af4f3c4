/** The activity id of /m/activity?id=…: absent, usable, or not one the server could know. */
export type ActivityId = { kind: 'none' } | { kind: 'id'; id: string } | { kind: 'invalid' };

export function parseActivityId(search: string): ActivityId {
  const raw = new URLSearchParams(search).get('id');
  if (raw === null || raw.trim() === '') return { kind: 'none' };
  const id = raw.trim();
  return /^[A-Za-z0-9_-]{1,64}$/.test(id) ? { kind: 'id', id } : { kind: 'invalid' };
}

/** The promotion category of /m/news?category=…, when there is one. */
export function parseCategory(search: string): string | null {
  const raw = new URLSearchParams(search).get('category');
  return raw && /^[A-Za-z0-9_-]{1,64}$/.test(raw) ? raw : null;
}
