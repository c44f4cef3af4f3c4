/**
 * Turns a React component into the parcel a remote exposes. Every parcel gets an error boundary
 * that reports to the shell, so a component that throws while rendering shows the shell's
 * fallback for that area instead of an empty box or a dead page.
 */
import React, { Component, startTransition, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import type { ParcelProps } from './parcel-contract';
import { loadNamespace, registerNamespace, type CatalogueLoader } from '../i18n/i18n';
import { HandedOverLoads, LoadSeedContext } from '../ssr/server-loads';
import { reportHydrationError } from '../ssr/hydration-errors';

class ReportingBoundary extends Component<{ report: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[parcel] render failed', error, info.componentStack);
    this.props.report(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

export type ParcelComponent<P = object> = ComponentType<ParcelProps & P>;

export interface ParcelOptions {
  /** The remote's i18n namespace and its catalogue loader; loaded before the first render. */
  i18n?: { namespace: string; load: CatalogueLoader };
}

/** What the server renderer needs of a parcel (issue 23): its component and its catalogue. */
export interface ServerRenderable {
  Component: ComponentType<ParcelProps>;
  /** Loads the parcel's namespace for `language` (and EN, the fallback) before a render. */
  prepare: (language: string) => Promise<void>;
}

/** Props the shell adds when the parcel attaches to server HTML instead of drawing its own. */
export interface HydrationProps {
  /** Attach to the server HTML in `domElement` (React's hydrateRoot) rather than render anew. */
  hydrate?: boolean;
  /** The loads the server rendered this slot with (ssr/server-loads.ts). */
  handedOverLoads?: unknown;
}

/** How the next mount renders; read by single-spa-react synchronously inside `mount`. */
let nextRenderType: 'createRoot' | 'hydrateRoot' = 'createRoot';
/** The parcel being mounted, named in its hydration errors. */
let mounting = 'parcel';

/**
 * single-spa-react calls `hydrateRoot(container, element)` without options, so React's default
 * would throw a parcel's hydration mismatch at the window, past the shell's log: every root of
 * the page reports it the same way instead (ssr/hydration-errors.ts), and e2e fails on it.
 */
const reactDomClient: typeof ReactDOMClient = {
  ...ReactDOMClient,
  hydrateRoot: (container, children, options) => {
    const where = mounting;
    return ReactDOMClient.hydrateRoot(container, children, {
      ...options,
      onRecoverableError: (error, info) => reportHydrationError(where, error, info),
    });
  },
};

export function createParcel<P = object>(Root: ParcelComponent<P>, options: ParcelOptions = {}) {
  function Wrapped(props: ParcelProps & P & HydrationProps) {
    // The hand-over seeds the first render only; later renders ask nothing of it.
    const [seeds] = useState(() => (props.handedOverLoads === undefined ? null : new HandedOverLoads(props.handedOverLoads)));
    const body = (
      <ReportingBoundary report={(error) => props.reportError?.(error)}>
        <Root {...props} />
      </ReportingBoundary>
    );
    return seeds ? <LoadSeedContext.Provider value={seeds}>{body}</LoadSeedContext.Provider> : body;
  }
  Wrapped.displayName = `Parcel(${Root.displayName ?? Root.name ?? 'Root'})`;
  const translations = options.i18n;
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient: reactDomClient,
    // Bootstrap waits for the remote's catalogue, so no text flashes in the wrong language.
    loadRootComponent: async () => {
      if (translations) await registerNamespace(translations.namespace, translations.load);
      // single-spa-react types the root with its own AppProps; ours adds ParcelProps to them.
      return Wrapped as unknown as ComponentType<AppProps | undefined>;
    },
    // The boundary above already catches; this silences single-spa-react's warning.
    suppressComponentDidCatchWarning: true,
    renderType: () => nextRenderType,
  });
  const ssr: ServerRenderable = {
    Component: Wrapped as ComponentType<ParcelProps>,
    prepare: async (language) => {
      if (translations) await loadNamespace(translations.namespace, translations.load, language);
    },
  };
  return {
    ...lifecycles,
    mount: (props: AppProps & HydrationProps) => {
      // single-spa-react asks for the render type synchronously within mount.
      nextRenderType = props.hydrate === true ? 'hydrateRoot' : 'createRoot';
      // A hydration error names the remote and version the shell says this parcel is.
      const origin = (props as Partial<ParcelProps>).origin;
      mounting = origin ? `${origin.remote}@${origin.version}` : props.name;
      try {
        // At transition priority (issue 40): single-spa-react creates or hydrates the root
        // synchronously inside mount, so the parcel's first render is a transition that React
        // cuts into slices of a few ms and the page answers taps in between, instead of one long
        // task per slot on a slow phone.
        let mounting: Promise<unknown> | undefined;
        startTransition(() => {
          mounting = lifecycles.mount(props);
        });
        return mounting!;
      } finally {
        nextRenderType = 'createRoot';
        mounting = 'parcel';
      }
    },
    ssr,
  };
}
