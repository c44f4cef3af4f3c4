/**
 * The console's tests stub the network at its boundary, `fetch`: a table of answers by method and
 * path (query ignored unless the key names it), every request recorded with its parsed body, so a
 * test asserts what the page sent as well as what it shows.
 */
export type Answer = { status?: number; body?: unknown } | ((request: SentRequest) => { status?: number; body?: unknown });

export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export interface FakeServer {
  requests: SentRequest[];
  /** Replaces or adds the answer of `METHOD /path`. */
  answer: (key: string, answer: Answer) => void;
  restore: () => void;
}

export function fakeServer(answers: Record<string, Answer>): FakeServer {
  const table = new Map(Object.entries(answers));
  const requests: SentRequest[] = [];
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input instanceof URL ? input.href : input, 'http://ops.test');
    const method = init?.method ?? 'GET';
    const request: SentRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      credentials: init?.credentials,
    };
    requests.push(request);
    const found = table.get(`${method} ${url.pathname}`);
    if (!found)
      return new Response(JSON.stringify({ error: 'invalid', message: `no fake for ${method} ${url.pathname}` }), { status: 404 });
    const { status = 200, body } = typeof found === 'function' ? found(request) : found;
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { requests, answer: (key, answer) => table.set(key, answer), restore: () => spy.mockRestore() };
}
