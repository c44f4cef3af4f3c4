/**
 * The name and version of the bundle that drew a page, in small print at its foot: operators and
 * support read it off a player's screenshot to know which deployment the player had.
 */
export function BundleTag({ name, version }: { name: string; version: string }) {
  return (
    <p className="bundle-tag" data-testid="bundle-tag" data-bundle={name} data-version={version} style={{ margin: '24px 0 0', color: '#9a9aa0', fontSize: 11, textAlign: 'center' }}>
      {name} {version}
    </p>
  );
}
