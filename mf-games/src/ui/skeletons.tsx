/** Placeholders the size of what they stand for, so nothing moves when the data arrives. */
export function TileSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <ul className="g-grid" aria-busy="true" aria-label={label} data-testid="games-loading">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="g-tile" aria-hidden="true">
          <div className="g-skel" style={{ width: 96, height: 96, margin: '0 auto' }} />
          <div className="g-skel" style={{ width: 72, height: 12, margin: '8px auto 0' }} />
        </li>
      ))}
    </ul>
  );
}

export function ChipSkeletons({ count }: { count: number }) {
  return (
    <ul className="g-chips" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="g-skel" style={{ width: 88, height: 36 }} />
      ))}
    </ul>
  );
}
