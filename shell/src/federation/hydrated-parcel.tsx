/**
 * A parcel that attaches to the HTML the server drew for its slot (issue 23). React does not
 * hydrate the inside of an element rendered with `dangerouslySetInnerHTML`, so the shell's own
 * hydration leaves the server HTML as it is; once the remote's code has loaded, the parcel's own
 * root hydrates that HTML (single-spa-react's `hydrateRoot`), with the loads it was drawn with.
 */
import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import type { HydrationProps, ParcelProps } from '@m/shared';
import { SERVER_SLOT_ATTRIBUTE } from './server-slots';

export interface HydratedParcelProps {
  slot: string;
  /**
   * False when the registry this page applied names another version than the one that drew the
   * HTML (a version published in between): the parcel then draws its own over it.
   */
  hydrate: boolean;
  html: string;
  loads: Record<string, unknown>;
  /** Null until the remote's code is in (the server HTML stays meanwhile). */
  config: ParcelConfig | null;
  parcelProps: ParcelProps;
  onMounted: () => void;
  onError: (error: unknown) => void;
}

export function HydratedParcel({ slot, hydrate, html, loads, config, parcelProps, onMounted, onError }: HydratedParcelProps) {
  const element = useRef<HTMLDivElement>(null);
  const parcel = useRef<Parcel | null>(null);
  // The same object on every render: React never rewrites the inside once the parcel owns it.
  const [markup] = useState(() => ({ __html: html }));
  const latest = useRef({ parcelProps, onMounted, onError, loads, hydrate });
  useEffect(() => {
    latest.current = { parcelProps, onMounted, onError, loads, hydrate };
  });

  useEffect(() => {
    const domElement = element.current;
    if (!config || !domElement) return;
    const { parcelProps: props, loads, hydrate: attach } = latest.current;
    const handedOverLoads = attach ? loads : undefined;
    const mounted = mountRootParcel(config, { ...props, domElement, hydrate: attach, handedOverLoads } satisfies ParcelProps &
      HydrationProps & { domElement: HTMLElement });
    parcel.current = mounted;
    mounted.mountPromise.then(
      () => latest.current.onMounted(),
      (error: unknown) => latest.current.onError(error),
    );
    return () => {
      parcel.current = null;
      if (mounted.getStatus() === 'MOUNTED') void mounted.unmount();
    };
  }, [config]);

  // New route parameters or search reach the parcel as single-spa updates, as with <Parcel>.
  useEffect(() => {
    const current = parcel.current;
    if (current?.getStatus() === 'MOUNTED' && current.update) void current.update(parcelProps);
  }, [parcelProps]);

  return (
    <div
      ref={element}
      className="remote-slot__parcel"
      {...{ [SERVER_SLOT_ATTRIBUTE]: slot }}
      dangerouslySetInnerHTML={markup}
      suppressHydrationWarning
    />
  );
}
