/**
 * /m/home: the shell's layout of widget slots. Each widget comes from its own remote and fails
 * on its own; the layout keeps its place so nothing jumps when a widget arrives late.
 */
import type { ParcelProps } from '@m/shared';
import { RemoteSlot } from '../federation/remote-slot';
import { SiteFooter } from './site-footer';
import { HOME_SLOTS } from '@m/shared';

export function HomePage({ pageProps }: { pageProps: Omit<ParcelProps, 'reportError'> }) {
  return (
    <div className="home" data-page="home">
      {HOME_SLOTS.map((slot) => (
        <RemoteSlot key={`${slot.remote}${slot.module}`} remote={slot.remote} module={slot.module} props={pageProps} variant="widget" />
      ))}
      <SiteFooter />
    </div>
  );
}
