/**
 * Turns a React component into the parcel a remote exposes. Every parcel gets an error boundary
 * that reports to the shell, so a component that throws while rendering shows the shell's
 * fallback for that area instead of an empty box or a dead page.
 */
import React, { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import type { ParcelProps } from './parcel-contract';
import { registerNamespace, type CatalogueLoader } from '../i18n/i18n';

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

export function createParcel<P = object>(Root: ParcelComponent<P>, options: ParcelOptions = {}) {
  function Wrapped(props: ParcelProps & P) {
    return (
      <ReportingBoundary report={(error) => props.reportError?.(error)}>
        <Root {...props} />
      </ReportingBoundary>
    );
  }
  Wrapped.displayName = `Parcel(${Root.displayName ?? Root.name ?? 'Root'})`;
  const translations = options.i18n;
  return singleSpaReact({
    React,
    ReactDOMClient,
    // Bootstrap waits for the remote's catalogue, so no text flashes in the wrong language.
    loadRootComponent: async () => {
      if (translations) await registerNamespace(translations.namespace, translations.load);
      // single-spa-react types the root with its own AppProps; ours adds ParcelProps to them.
      return Wrapped as unknown as ComponentType<AppProps | undefined>;
    },
    // The boundary above already catches; this silences single-spa-react's warning.
    suppressComponentDidCatchWarning: true,
  });
}
