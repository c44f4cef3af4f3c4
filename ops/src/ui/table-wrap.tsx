/**
 * A table's box, scrolled sideways on a phone when the table is wider than the screen. A region
 * that scrolls must be reachable by keyboard (axe: scrollable-region-focusable): it is a named,
 * focusable region, named after its table.
 */
import type { ReactNode } from 'react';

export function TableWrap({ label, card = true, children }: { label: string; card?: boolean; children: ReactNode }) {
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled by keyboard
    <div className={card ? 'card table-wrap' : 'table-wrap'} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
