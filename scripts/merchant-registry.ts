/**
 * Pinning one merchant to a version of one remote, and rolling it back, as pure steps on the
 * registry document and its history (`registry/<code>.history.json`: which version each pin
 * replaced, newest last). scripts/merchant.ts reads and writes the files around them.
 */
import { withVersion } from './publish-remote';

export interface RegistryRemoteEntry {
  name: string;
  version: string;
  manifest: string;
}

export interface RegistryDoc {
  merchant: string;
  remotes: RegistryRemoteEntry[];
  [key: string]: unknown;
}

export interface PinRecord {
  remote: string;
  from: string;
  to: string;
  at: string;
}

export function currentVersion(doc: RegistryDoc, remote: string): string {
  const entry = doc.remotes.find((r) => r.name === remote);
  if (!entry) throw new Error(`${remote} is not in this registry`);
  return entry.version;
}

/** The merchant's registry with `remote` at `version`, and the history with that step added. */
export function pin(
  doc: RegistryDoc,
  history: PinRecord[],
  remote: string,
  version: string,
  at: Date,
): { doc: RegistryDoc; history: PinRecord[] } {
  const from = currentVersion(doc, remote);
  if (from === version) throw new Error(`${remote} is already at ${version} for merchant ${doc.merchant}`);
  return {
    doc: withVersion(doc, remote, version) as RegistryDoc,
    history: [...history, { remote, from, to: version, at: at.toISOString() }],
  };
}

/** Back to the version the last pin of `remote` replaced; that pin leaves the history. */
export function rollback(
  doc: RegistryDoc,
  history: PinRecord[],
  remote: string,
): { doc: RegistryDoc; history: PinRecord[]; from: string; to: string } {
  const current = currentVersion(doc, remote);
  const index = history.map((record) => record.remote).lastIndexOf(remote);
  if (index < 0) throw new Error(`merchant ${doc.merchant} has no earlier version of ${remote} to roll back to`);
  const record = history[index]!;
  if (record.to !== current) {
    throw new Error(
      `${remote} is at ${current} for merchant ${doc.merchant}, but the last pin set ${record.to}: the registry was edited by hand, pin the version you want instead`,
    );
  }
  return {
    doc: withVersion(doc, remote, record.from) as RegistryDoc,
    history: history.filter((_, i) => i !== index),
    from: current,
    to: record.from,
  };
}
