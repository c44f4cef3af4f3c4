/**
 * Fault injection for end-to-end tests: make any path slow, fail with a status, or drop the
 * connection, so the error handling of the real product is tested against the real server.
 * Only when the server runs with FAULTS=1; the routes do not exist otherwise.
 *
 * POST /__faults { path, delayMs?, status?, errorCode?, message?, drop?, times?, scope? } adds a
 * rule for URLs whose path starts with `path`; with `status`, the answer is an error envelope
 * carrying `errorCode` and `message` when given (e.g. TOO_MANY_REQUEST, or markup to prove the
 * site shows a server message as text). `scope` limits the rule to requests carrying the cookie
 * `m_fault_scope=<scope>`, so parallel tests do not disturb each other. `host` limits it to
 * requests for that host name instead: a page's calls to its merchant's other domains (the
 * fast-domain pings) carry no cookie of the page's site; the scope then only names the rule for
 * clearing. DELETE /__faults clears (all, or `?scope=`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface FaultRule {
  path: string;
  delayMs?: number;
  status?: number;
  drop?: boolean;
  /** How many matching requests the rule affects; unlimited when absent. */
  times?: number;
  scope?: string;
  /** Only requests for this host name (port ignored); the scope cookie is then not required. */
  host?: string;
  /** The envelope's errorCode and message for a `status` fault (default HTTP_<status>, injected <status>). */
  errorCode?: string;
  message?: string;
}

const SCOPE_COOKIE = 'm_fault_scope';

function cookieScope(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SCOPE_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

function parseRule(body: unknown): FaultRule | string {
  if (typeof body !== 'object' || body === null) return 'body must be an object';
  const b = body as Record<string, unknown>;
  if (typeof b.path !== 'string' || !b.path.startsWith('/')) return 'path must start with /';
  const rule: FaultRule = { path: b.path };
  if (b.delayMs !== undefined) {
    if (typeof b.delayMs !== 'number' || b.delayMs < 0 || b.delayMs > 120_000) return 'delayMs must be 0..120000';
    rule.delayMs = b.delayMs;
  }
  if (b.status !== undefined) {
    if (typeof b.status !== 'number' || b.status < 100 || b.status > 599) return 'status must be an HTTP status';
    rule.status = b.status;
  }
  if (b.drop !== undefined) rule.drop = b.drop === true;
  for (const field of ['errorCode', 'message'] as const) {
    if (b[field] === undefined) continue;
    if (typeof b[field] !== 'string' || (b[field] as string).length > 1000) return `${field} must be a string of at most 1000 characters`;
    rule[field] = b[field] as string;
  }
  if (b.times !== undefined) {
    if (typeof b.times !== 'number' || b.times < 1) return 'times must be >= 1';
    rule.times = b.times;
  }
  if (b.host !== undefined) {
    if (typeof b.host !== 'string' || !/^[a-z0-9.-]{1,253}$/.test(b.host)) return 'host must be a host name';
    rule.host = b.host;
  }
  if (b.scope !== undefined) {
    if (typeof b.scope !== 'string' || !/^[\w-]{1,64}$/.test(b.scope)) return 'scope must be a word';
    rule.scope = b.scope;
  }
  return rule;
}

export interface FaultInjection {
  /** Whether some rule is set for this request's scope or host (its page is then composed in the browser). */
  scoped: (request: FastifyRequest) => boolean;
}

export function registerFaultInjection(app: FastifyInstance): FaultInjection {
  let rules: FaultRule[] = [];
  const appliesTo = (request: FastifyRequest) => {
    const scope = cookieScope(request);
    const host = (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    return (r: FaultRule) => (r.host !== undefined ? r.host === host : r.scope === undefined || r.scope === scope);
  };

  app.post('/__faults', async (request, reply) => {
    const rule = parseRule(request.body);
    if (typeof rule === 'string') return reply.code(400).send({ success: false, errorCode: 'bad_fault', message: rule });
    rules.push(rule);
    return { success: true, value: rules.length };
  });

  app.delete('/__faults', async (request) => {
    const scope = (request.query as { scope?: string }).scope;
    rules = scope ? rules.filter((r) => r.scope !== scope) : [];
    return { success: true, value: rules.length };
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/__faults')) return;
    const path = request.url.split('?')[0] ?? '';
    const applies = appliesTo(request);
    const rule = rules.find((r) => path.startsWith(r.path) && applies(r));
    if (!rule) return;
    if (rule.times !== undefined) {
      rule.times -= 1;
      if (rule.times <= 0) rules = rules.filter((r) => r !== rule);
    }
    if (rule.delayMs) await new Promise((resolve) => setTimeout(resolve, rule.delayMs));
    if (rule.drop) {
      request.raw.socket.destroy();
      return reply.hijack();
    }
    if (rule.status) {
      return reply
        .code(rule.status)
        .header('Cache-Control', 'no-store')
        .send({ success: false, errorCode: rule.errorCode ?? `HTTP_${rule.status}`, message: rule.message ?? `injected ${rule.status}` });
    }
  });
  return { scoped: (request) => rules.some(appliesTo(request)) };
}
