/**
 * The one loading look of every remote (issue 27 point 8: "loading looks the same in every
 * remote"): grey shimmering blocks where content is on its way, read by screen readers as
 * "Loading…" once. `Skeleton` stands for lines of text or a card; `SkeletonBlock` for something of
 * a known size (a tile, a chip, a banner), so nothing moves when the data arrives. The shimmer
 * stops under reduced motion. The box's own rules are in `:where()`, so a remote's layout wins.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '../i18n/i18n';
import { injectStyles } from './inject-styles';

const css = `
:where(.skeleton){display:flex;flex-direction:column;gap:10px;padding:4px 0}
:where(.skeleton--card){padding:16px;border-radius:var(--radius,12px);background:var(--card,#fff);border:1px solid var(--line,#e6e6ea)}
:where(.skeleton__line){display:block;height:16px;border-radius:6px}
:where(.skeleton__line:last-child:not(:first-child)){width:60%}
.skeleton__line,.skeleton-block{background:linear-gradient(90deg,var(--line,#e6e6ea) 25%,var(--bg,#f6f6f8) 50%,var(--line,#e6e6ea) 75%);background-size:200% 100%;animation:skeleton-shimmer 1.2s linear infinite}
:where(.skeleton-block){display:block;border-radius:var(--radius,12px)}
@keyframes skeleton-shimmer{to{background-position:-200% 0}}
@media (prefers-reduced-motion:reduce){.skeleton__line,.skeleton-block{animation:none}}
`;

export function useSkeletonStyles(): void {
  injectStyles('skeleton', css);
}

export interface SkeletonProps {
  /** Lines of text it stands for. */
  lines?: number;
  /** Drawn as a card (a box with a border), for a card on its way. */
  card?: boolean;
  /** What a screen reader hears; "Loading…" by default. */
  label?: string;
  className?: string;
  testId?: string;
}

export function Skeleton({ lines = 3, card = false, label, className, testId = 'skeleton' }: SkeletonProps) {
  useSkeletonStyles();
  const { t } = useTranslation(COMMON_NS);
  const classes = ['skeleton', card ? 'skeleton--card' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes} role="status" aria-busy="true" data-testid={testId}>
      <span className="visually-hidden">{label ?? t('loading')}</span>
      {Array.from({ length: Math.max(1, lines) }, (_, index) => (
        <span key={index} className="skeleton__line" aria-hidden="true" />
      ))}
    </div>
  );
}

export interface SkeletonBlockProps {
  width?: CSSProperties['width'];
  height: CSSProperties['height'];
  style?: CSSProperties;
  className?: string;
  /** `li` inside a list of placeholders. */
  as?: 'div' | 'span' | 'li';
}

/** A placeholder of a known size; hidden from screen readers (the list around it says "loading"). */
export function SkeletonBlock({ width, height, style, className, as: Tag = 'div' }: SkeletonBlockProps) {
  useSkeletonStyles();
  return (
    <Tag className={className ? `skeleton-block ${className}` : 'skeleton-block'} style={{ width, height, ...style }} aria-hidden="true" />
  );
}
