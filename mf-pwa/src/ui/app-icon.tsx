import { useState } from 'react';

/** The app's icon; a plain brand tile when the merchant has none or it fails to load. */
export function AppIcon({ src, large = false }: { src: string | null; large?: boolean }) {
  const [broken, setBroken] = useState(false);
  const className = large ? 'pwa-icon pwa-icon--large' : 'pwa-icon';
  if (!src || broken) return <span className={className} aria-hidden="true" />;
  return <img className={className} src={src} alt="" onError={() => setBroken(true)} />;
}
