import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What the panel is, for the message: "Weather", "Traffic Cameras"… */
  name: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** One per panel: a render error in one part shows a message there and never blanks the page. */
export class PanelBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.props.name}] could not be shown`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div
        role="alert"
        className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
      >
        <p className="font-semibold">{this.props.name} could not be shown.</p>
        <p className="mt-1">The rest of the page still works. </p>
        <button
          type="button"
          className="mt-2 min-h-11 rounded-md border border-red-300 bg-white px-3 font-medium hover:bg-red-100"
          onClick={() => this.setState({ failed: false })}
        >
          Try again
        </button>
      </div>
    );
  }
}
