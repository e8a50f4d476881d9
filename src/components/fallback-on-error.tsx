import { Component, type ReactNode } from 'react';

interface Props {
  /** Shown instead of the children once they have thrown: a plainer stand-in, or nothing. */
  fallback: ReactNode;
  /** What failed, for the console. */
  name: string;
  /** Told once the children have thrown (a reader that waits on them should stop waiting). */
  onFailed?: () => void;
  children: ReactNode;
}

/**
 * For an optional enhancement whose code may not download (toasts, the Radix select): on an error
 * its plain fallback takes its place, logged, and the error never reaches a panel or the page.
 */
export class FallbackOnError extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.error(`${this.props.name} could not be shown`, error);
    this.props.onFailed?.();
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
