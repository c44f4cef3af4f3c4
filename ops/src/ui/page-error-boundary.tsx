/**
 * A page that throws while drawing (an answer of an unexpected shape, a bug) shows a box saying
 * so with "Try again", in the player site's look, instead of a blank console. The header and the
 * other pages stay usable; going to another page starts afresh (`resetKey`).
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Changing it (another address) clears the failure. */
  resetKey: string;
}

interface State {
  failedFor: string | null;
}

export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failedFor: null };

  static getDerivedStateFromError(): Partial<State> {
    return { failedFor: '' };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.setState({ failedFor: this.props.resetKey });
    // For whoever opens the browser's console; nothing leaves the page.
    console.error('ops console page failed', error, info.componentStack);
  }

  override render() {
    const { failedFor } = this.state;
    if (failedFor !== null && (failedFor === '' || failedFor === this.props.resetKey)) {
      return (
        <div className="load-failed" role="alert">
          <p>This page could not be shown: the server's answer was not what the console expects.</p>
          <button type="button" className="btn btn--small" onClick={() => this.setState({ failedFor: null })}>
            Try again
          </button>
        </div>
      );
    }
    return this.props.children;
  }
}
