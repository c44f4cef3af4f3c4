/**
 * Query parameters, serialised once so that the request URL, the de-duplication key and the
 * cache key agree. Keys are sorted: {a, b} and {b, a} are the same request.
 */
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export function toQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) {
    const raw = query[key];
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values) {
      // Absent values are left out rather than sent as "undefined" or "null".
      if (value === undefined || value === null) continue;
      params.append(key, String(value));
    }
  }
  return params.toString();
}

export function withQuery(url: string, queryString: string): string {
  if (!queryString) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${queryString}`;
}
