import { iconLook } from './profile-icons';

/**
 * One profile icon, drawn (no image request). Decorative: its button or figure carries the name.
 * Only the picker shows the icon's number, whose buttons are named after it: a visible number
 * missing from a button's name fails WCAG 2.5.3 (label in name).
 */
export function ProfileIcon({ icon, numbered = false }: { icon: number; numbered?: boolean }) {
  const { hue, shape } = iconLook(icon);
  const fill = `hsl(${hue} 60% 45%)`;
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill={`hsl(${hue} 70% 92%)`} />
      {shape === 'circle' && <circle cx="24" cy="20" r="9" fill={fill} />}
      {shape === 'square' && <rect x="15" y="11" width="18" height="18" rx="4" fill={fill} />}
      {shape === 'diamond' && <path d="M24 9 L34 20 L24 31 L14 20 Z" fill={fill} />}
      <path d="M10 42 Q24 28 38 42" fill={fill} />
      {numbered && (
        <text x="40" y="12" fontSize="9" textAnchor="middle" fill="hsl(0 0% 20%)">
          {icon}
        </text>
      )}
    </svg>
  );
}
