/**
 * Who the render tier runs as (issue 34, docs/security.md "Remote code on the server"). Started by
 * root (a container's default, CI), it runs as an unprivileged user instead: `RENDER_TIER_USER`,
 * default `nobody`. Remote server code then meets the file permissions too, beside Node's
 * permission model: a data folder of mode 700 (docs/deploy.md) is closed to it twice. Started by
 * anyone else, it runs as that user (a systemd unit's `User=`, docs/deploy/). `RENDER_TIER_USER=`
 * (empty) keeps root, for a platform where that user cannot read the built files.
 */
import fs from 'node:fs';

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

/**
 * The user to switch to: only when this process is root, and the named user exists (and is not
 * root itself). Null: run as this process's user.
 */
export function renderTierUser(
  env: NodeJS.ProcessEnv = process.env,
  uid: number | undefined = process.getuid?.(),
  readPasswd: () => string = () => fs.readFileSync('/etc/passwd', 'utf8'),
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
  return user.uid === 0 ? null : user;
}
