/**
 * Who may change registries: operators and teams' CI, each with a bearer token of its own, so
 * the audit log names who made each change. Tokens come from a secret file outside the repository
 * (RELEASE_TOKENS_FILE: one `<actor> <token>` a line, `#` comments) or, for one operator, the
 * environment (RELEASE_TOKEN, named RELEASE_ACTOR or "operator"). Only digests are kept in memory
 * and compared in constant time.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';

export interface OperatorTokens {
  /** The actor a presented token belongs to, or null. */
  actorFor(token: string): string | null;
  readonly count: number;
}

const MIN_TOKEN_LENGTH = 32;
const ACTOR = /^[A-Za-z0-9._@-]{1,64}$/;

const digest = (token: string) => crypto.createHash('sha256').update(token).digest();

export function operatorTokens(pairs: { actor: string; token: string }[]): OperatorTokens {
  const known = pairs.map(({ actor, token }) => {
    if (!ACTOR.test(actor)) throw new Error(`release operator name "${actor}" must be letters, digits and . _ @ -`);
    if (token.length < MIN_TOKEN_LENGTH) throw new Error(`the release token of ${actor} is shorter than ${MIN_TOKEN_LENGTH} characters`);
    return { actor, digest: digest(token) };
  });
  return {
    count: known.length,
    actorFor(token) {
      const presented = digest(token);
      let found: string | null = null;
      // Every entry is compared, so the time taken does not say which one matched.
      for (const entry of known) if (crypto.timingSafeEqual(entry.digest, presented) && found === null) found = entry.actor;
      return found;
    },
  };
}

export function parseTokensFile(text: string): { actor: string; token: string }[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line, i) => {
      const [actor, token, extra] = line.split(/\s+/);
      if (!actor || !token || extra !== undefined) throw new Error(`RELEASE_TOKENS_FILE line ${i + 1} must be "<actor> <token>"`);
      return { actor, token };
    });
}

export function tokensFromEnvironment(env: NodeJS.ProcessEnv): OperatorTokens {
  const pairs: { actor: string; token: string }[] = [];
  if (env.RELEASE_TOKENS_FILE) pairs.push(...parseTokensFile(fs.readFileSync(env.RELEASE_TOKENS_FILE, 'utf8')));
  if (env.RELEASE_TOKEN) pairs.push({ actor: env.RELEASE_ACTOR || 'operator', token: env.RELEASE_TOKEN.trim() });
  return operatorTokens(pairs);
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([^\s]+)$/i.exec(header?.trim() ?? '');
  return match ? match[1]! : null;
}
