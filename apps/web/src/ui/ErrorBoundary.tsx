// Catches a render error in part of the page so the rest keeps working (e.g. a dialog whose code
// failed to load must not take the header down with it). The fallback may be a function of the
// error, for a boundary that shows different screens for different failures; a new `resetKey`
// (the page's path) tries the children again.
import { Component, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  fallback: ReactNode | ((error: unknown) => ReactNode);
  children: ReactNode;
  resetKey?: string;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean; error: unknown }> {
  override state = { failed: false, error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false, error: undefined });
  }

  override render() {
    const { fallback, children } = this.props;
    if (!this.state.failed) return children;
    return typeof fallback === 'function' ? fallback(this.state.error) : fallback;
  }
}
