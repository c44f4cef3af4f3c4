/**
 * The name and version of the bundle that drew a page, in small print at its foot: operators and
 * support read it off a player's screenshot to know which deployment the player had. It also
 * carries the id of the bus this bundle sees, so a test can prove every bundle shares one.
 */
import { bus } from '../bus/event-bus';

export function BundleTag({ name, version }: { name: string; version: string }) {
  return (
    <p
      className="bundle-tag"
      data-testid="bundle-tag"
      data-bundle={name}
      data-version={version}
      data-bus={bus.instanceId}
      style={{ margin: '24px 0 0', color: 'var(--muted)', fontSize: 11, textAlign: 'center' }}
    >
      {name} {version}
    </p>
  );
}
