/**
 * The name and version of the bundle that drew a page, in small print at its foot, in a tab
 * opened with `?debug=1` only (issue 27: players saw "mf_games 1.0.0"): support asks for a
 * screenshot with it to know which deployment the player had. The attributes are always there
 * for operators and tests, with the id of the bus this bundle sees, so a test can prove every
 * bundle shares one.
 */
import { bus } from '../bus/event-bus';
import { useDebugMode } from '../debug/debug-mode';

export function BundleTag({ name, version }: { name: string; version: string }) {
  const debug = useDebugMode();
  return (
    <p
      hidden={!debug}
      className="bundle-tag"
      data-testid="bundle-tag"
      data-bundle={name}
      data-version={version}
      data-bus={bus.instanceId}
      style={{ margin: '24px 0 0', color: 'var(--muted)', fontSize: 11, textAlign: 'center' }}
    >
      {debug ? `${name} ${version}` : null}
    </p>
  );
}
