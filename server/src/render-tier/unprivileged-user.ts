/**
 * Who the render tier runs as (issue 34, docs/security.md "Remote code on the server"). Started by
 * root (a container's default, CI), it runs as an unprivileged user instead: `RENDER_TIER_USER`,
 * default `nobody`. Remote server code then meets the file permissions too, beside Node's
 * permission model: a data folder of mode 700 (docs/deploy.md) is closed to it twice. Started by
 * anyone else, it runs as that user (a systemd unit's `User=`, deploy/systemd/). `RENDER_TIER_USER=`
 * (empty) keeps root. Where `nobody` cannot read the checkout (a clone under /root, mode 700), the
 * tier stays root with a warning rather than not starting; a user named on purpose must read it.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface RunAs {
  name: string;
  uid: number;
  gid: number;
}

/** A user's ids from a passwd file's text; null when it has no such user. */
export function userFrom(passwd: string, name: string): RunAs | null {
  for (const line of passwd.split('\n')) {
    const [user, , uid, gid] = line.split(':');
    if (user === name && /^\d+$/.test(uid ?? '') && /^\d+$/.test(gid ?? '')) return { name, uid: Number(uid), gid: Number(gid) };
  }
  return null;
}

type Stat = (file: string) => Pick<fs.Stats, 'uid' | 'gid' | 'mode'>;

/** The permission bits (r=4, w=2, x=1) `user` has on a file of this owner and mode (no ACLs, no supplementary groups). */
function bitsFor(user: RunAs, stat: Pick<fs.Stats, 'uid' | 'gid' | 'mode'>): number {
  if (stat.uid === user.uid) return (stat.mode >> 6) & 7;
  if (stat.gid === user.gid) return (stat.mode >> 3) & 7;
  return stat.mode & 7;
}

/** Whether `user` may read `file` and pass through every folder above it. */
export function canRead(user: RunAs, file: string, stat: Stat = fs.statSync): boolean {
  try {
    if ((bitsFor(user, stat(file)) & 4) === 0) return false;
    for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
      if ((bitsFor(user, stat(dir)) & 1) === 0) return false;
      if (path.dirname(dir) === dir) return true;
    }
  } catch {
    return false;
  }
}

/**
 * The user to switch to: only when this process is root, and the named user exists (and is not
 * root itself) and can read `mustRead` (the tier's bundle, the built shell). Null: run as this
 * process's user.
 */
export function renderTierUser(
  env: NodeJS.ProcessEnv,
  uid: number | undefined = process.getuid?.(),
  readPasswd: () => string = () => fs.readFileSync('/etc/passwd', 'utf8'),
  mustRead: readonly string[] = [],
  stat: Stat = fs.statSync,
): RunAs | null {
  if (uid !== 0) return null;
  const name = env.RENDER_TIER_USER ?? 'nobody';
  if (name === '' || name === 'root') return null;
  let passwd: string;
  try {
    passwd = readPasswd();
  } catch {
    return null;
  }
  const user = userFrom(passwd, name);
  if (!user) throw new Error(`RENDER_TIER_USER ${name} is not a user of this system (set RENDER_TIER_USER= to run the tier as root)`);
  if (user.uid === 0) return null;
  const unreadable = mustRead.find((file) => !canRead(user, file, stat));
  if (unreadable === undefined) return user;
  if (env.RENDER_TIER_USER !== undefined)
    throw new Error(
      `RENDER_TIER_USER ${name} cannot read ${unreadable}: give it read access, or set RENDER_TIER_USER= to run the tier as root`,
    );
  console.warn(`render tier: ${name} cannot read ${unreadable}; the tier runs as root (docs/deploy.md "Users and units")`);
  return null;
}
