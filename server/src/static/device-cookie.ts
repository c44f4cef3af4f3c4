/**
 * The device id a page's canaries are decided by (issue 38, @m/shared/contract canary-choice.ts):
 * the SPEC's device id cookie (`loginDeviceId`, 36 characters, 365 days), which mf-auth reads and
 * sends at sign-in. A page asked for without one gets one here, so that the first server-drawn
 * visit decides as the shell will, and every later visit the same. Not HttpOnly: the shell and
 * mf-auth read it (SPEC 5); it is an id of the device, not a credential.
 */
import crypto from 'node:crypto';
import type http from 'node:http';
import { DEVICE_ID_COOKIE, DEVICE_ID_MAX_AGE_DAYS, deviceIdInCookieHeader } from '@m/shared/contract';

export function deviceIdCookie(id: string, secure: boolean): string {
  return `${DEVICE_ID_COOKIE}=${id}; Max-Age=${DEVICE_ID_MAX_AGE_DAYS * 86_400}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

interface PageRequest {
  headers: http.IncomingHttpHeaders;
  protocol: string;
}

interface PageReply {
  getHeader(name: string): unknown;
  header(name: string, value: string | string[]): unknown;
}

/** The device id this page is for: the request's cookie, else a new one, set on the reply beside any other cookie. */
export function deviceIdFor(request: PageRequest, reply: PageReply): string {
  const known = deviceIdInCookieHeader(request.headers.cookie);
  if (known) return known;
  const id = crypto.randomUUID();
  const cookie = deviceIdCookie(id, request.protocol === 'https');
  const already = reply.getHeader('set-cookie');
  const others = (Array.isArray(already) ? already : [already]).filter((value): value is string => typeof value === 'string');
  reply.header('set-cookie', [...others, cookie]);
  return id;
}

/** The device id a page answer sets (a first visit through the render tier), if any. */
export function deviceIdInSetCookie(value: string | string[] | undefined): string | null {
  for (const cookie of value === undefined ? [] : Array.isArray(value) ? value : [value]) {
    const pair = cookie.split(';', 1)[0] ?? '';
    const found = deviceIdInCookieHeader(pair);
    if (found) return found;
  }
  return null;
}
