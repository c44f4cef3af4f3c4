/**
 * A merchant's federation registry checked as an operator's command must before it is used:
 * the shell's own validation (@m/shared/contract's registry-document.ts), every remote on an allowed origin, and
 * every version served from this server actually built (its mf-manifest.json on disk).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseRegistryDocument, type RegistryDocument } from '@m/shared/contract';
import type { MerchantProblem } from '../merchants/checks/merchant-problem';

export interface RegistryCheckInput {
  /** `registry/lotus.json`, for the messages. */
  file: string;
  value: unknown;
  /** Folder holding `<remote>/dist/<version>/`. */
  bundlesRoot: string;
  exists?: (file: string) => boolean;
}

const SELF_PATH = /^\/m\/remotes\/(mf-[a-z]+)\/([^/]+)\/mf-manifest\.json$/;

export function registryProblems(input: RegistryCheckInput): { doc: RegistryDocument | null; problems: MerchantProblem[] } {
  const { file, value, bundlesRoot, exists = fs.existsSync } = input;
  let doc: RegistryDocument;
  try {
    doc = parseRegistryDocument(value);
  } catch (error) {
    return { doc: null, problems: [{ file, field: '(file)', message: (error as Error).message }] };
  }
  const problems: MerchantProblem[] = [];
  doc.remotes.forEach((remote, index) => {
    const field = `remotes.${index}.manifest`;
    if (remote.manifest.startsWith('/')) {
      if (!doc.allowedOrigins.includes('self'))
        problems.push({ file, field, message: `${remote.name} is served from this site, but allowedOrigins does not list "self"` });
      const match = SELF_PATH.exec(remote.manifest);
      if (!match || match[1] !== remote.name || match[2] !== remote.version) {
        problems.push({
          file,
          field,
          message: `${remote.name} ${remote.version} must point at /m/remotes/${remote.name}/${remote.version}/mf-manifest.json`,
        });
        return;
      }
      const built = path.join(bundlesRoot, remote.name, 'dist', remote.version, 'mf-manifest.json');
      if (!exists(built))
        problems.push({
          file,
          field,
          message: `${remote.name} ${remote.version} is not built (no ${path.relative(bundlesRoot, built)}): build or publish it first`,
        });
      return;
    }
    let origin: string;
    try {
      origin = new URL(remote.manifest).origin;
    } catch {
      problems.push({ file, field, message: `${remote.manifest} is neither a path on this site nor an absolute URL` });
      return;
    }
    if (!doc.allowedOrigins.includes(origin))
      problems.push({ file, field, message: `${remote.name} comes from ${origin}, which allowedOrigins does not list` });
  });
  return { doc, problems };
}
