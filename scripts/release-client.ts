/**
 * Calls the registry service (server/src/releases) as an operator: RELEASE_SERVICE_URL
 * (default http://127.0.0.1:8090) with the token from RELEASE_TOKEN, RELEASE_TOKEN_FILE, or on a
 * developer's machine the one `pnpm release serve --local` made in .data/. The token is never a
 * command-line argument (other users see those in `ps`).
 */
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '..');

export function serviceUrl(env: NodeJS.ProcessEnv = process.env): string {
  return (env.RELEASE_SERVICE_URL ?? 'http://127.0.0.1:8090').replace(/\/$/, '');
}

export function operatorToken(env: NodeJS.ProcessEnv = process.env): string {
  if (env.RELEASE_TOKEN?.trim()) return env.RELEASE_TOKEN.trim();
  const file = env.RELEASE_TOKEN_FILE ?? path.join(env.DATA_DIR ?? path.join(repoRoot, '.data'), 'release-operator-token');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  throw new Error('no operator token: set RELEASE_TOKEN or RELEASE_TOKEN_FILE');
}

export interface ServiceAnswer {
  success: boolean;
  errorCode?: string;
  message?: string;
  [key: string]: unknown;
}

export async function callService(
  method: 'GET' | 'POST',
  route: string,
  body?: object,
): Promise<{ status: number; answer: ServiceAnswer }> {
  const url = `${serviceUrl()}${route}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { authorization: `Bearer ${operatorToken()}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw new Error(`the registry service at ${serviceUrl()} does not answer: start it (pnpm release serve) or set RELEASE_SERVICE_URL`);
  }
  const text = await response.text();
  let answer: ServiceAnswer;
  try {
    answer = JSON.parse(text) as ServiceAnswer;
  } catch {
    answer = { success: false, errorCode: 'bad_answer', message: `HTTP ${response.status} from ${url}` };
  }
  return { status: response.status, answer };
}
