/**
 * Placeholders the size of what they stand for, so nothing moves when the data arrives; drawn with
 * the shared skeleton blocks, the loading look of every remote.
 */
import { SkeletonBlock } from '@m/shared';

export function TileSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <ul className="g-grid" aria-busy="true" aria-label={label} data-testid="games-loading">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="g-tile" aria-hidden="true">
          <SkeletonBlock width={96} height={96} style={{ margin: '0 auto' }} />
          <SkeletonBlock width={72} height={12} style={{ margin: '8px auto 0' }} />
        </li>
      ))}
    </ul>
  );
}

export function ChipSkeletons({ count }: { count: number }) {
  return (
    <ul className="g-chips" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <SkeletonBlock key={i} as="li" width={88} height={36} />
      ))}
    </ul>
  );
}
