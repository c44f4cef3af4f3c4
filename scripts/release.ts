/**
 * `pnpm release …`: an operator's (or a team CI's) release commands, calling the registry
 * service; see release-args.ts for the commands and docs/deploy.md ("Releasing a remote").
 * Exit 0 done, 1 refused (the message says why; nothing changed), 2 usage or no service.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { OpsAuditEntry } from '../shared/src/contract/ops-api';
import { callService } from './release-client';
import { describeCanaries, describeChanges, parseReleaseArgs } from './release-args';

/** An audit record as the service answers it: the same shape the console reads. */
type AuditLine = OpsAuditEntry;

async function main(): Promise<number> {
  const request = parseReleaseArgs(process.argv.slice(2));
  if ('serve' in request) {
    const entry = path.join(__dirname, '../server/src/releases/main.ts');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', entry, ...(request.local ? ['--local'] : []), ...(request.publishBuilt ? ['--publish-built'] : [])],
      { stdio: 'inherit' },
    );
    return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 0)));
  }
  const { status, answer } = await callService(request.method, request.path, 'body' in request ? request.body : undefined);
  if (!answer.success) {
    console.error(`${answer.message ?? 'refused'} (${answer.errorCode ?? status})`);
    return status === 409 ? 1 : 2;
  }
  if (Array.isArray(answer.canaries)) {
    const canaries = answer.canaries as Parameters<typeof describeCanaries>[1];
    for (const line of describeCanaries(String(answer.merchant), canaries, answer.rum === true)) console.log(line);
  } else if (Array.isArray(answer.records)) {
    for (const r of answer.records as AuditLine[]) {
      console.log(`${r.at}  ${r.registry}  ${r.action} ${r.remote} ${r.from ?? '-'} -> ${r.to ?? '-'}  by ${r.actor}: ${r.reason}`);
    }
    if (answer.records.length === 0) console.log('no release recorded yet');
  } else {
    for (const line of describeChanges(answer.changes as Parameters<typeof describeChanges>[0])) console.log(line);
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error.message);
    process.exit(2);
  },
);
