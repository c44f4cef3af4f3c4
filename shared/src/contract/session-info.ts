/**
 * Session info, SPEC section 3: kept in sessionStorage so that it dies with the tab.
 */
export interface SessionInfo {
  id: string;
  token: string;
  merchantCode: string;
  userName: string;
  /** From the server's customerType: 1 and 2 are agents, 4 skips language sync. */
  type: number;
  firstTimeLogin: boolean;
  /**
   * What the header calls the member when their account name means nothing to them: a mobile
   * registration's generated account (m66834233935) shows as the number they typed (issue 37).
   */
  displayName?: string;
}

export const SESSION_STORAGE_KEY = 'sessionInfo';

/** Parses stored session data; anything malformed is treated as no session (never a crash). */
export function parseSessionInfo(raw: string | null): SessionInfo | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.token !== 'string' || v.token.length === 0) return null;
  return {
    id: typeof v.id === 'string' || typeof v.id === 'number' ? String(v.id) : '',
    token: v.token,
    merchantCode: typeof v.merchantCode === 'string' ? v.merchantCode : '',
    userName: typeof v.userName === 'string' ? v.userName : '',
    type: typeof v.type === 'number' && Number.isFinite(v.type) ? v.type : Number(v.type) || 0,
    firstTimeLogin: v.firstTimeLogin === true,
    ...(typeof v.displayName === 'string' && v.displayName.trim() !== '' ? { displayName: v.displayName.slice(0, 64) } : {}),
  };
}
