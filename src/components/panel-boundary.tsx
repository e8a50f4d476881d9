import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { isChunkLoadError, retryFailedChunks } from '@/lib/load-chunk';
import { useT } from '@/state/translator';

interface Props {
  /** What the panel is, for the message: "Weather", "Traffic Cameras"… */
  name: string;
  /**
   * Around a whole page (whose code may not have downloaded): the message stands in the page's
   * place and points to the connection, as there is no "rest of the page" to fall back on.
   */
  wholePage?: boolean;
  children: ReactNode;
}

interface State {
  failed: boolean;
  /** The part's code could not be downloaded (rather than a bug in it). */
  codeMissing: boolean;
}

/** One per panel: a render error in one part shows a message there and never blanks the page. */
export class PanelBoundary extends Component<Props, State> {
  override state: State = { failed: false, codeMissing: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, codeMissing: isChunkLoadError(error) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.props.name}] could not be shown`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <PanelError
        name={this.props.name}
        wholePage={this.props.wholePage ?? false}
        codeMissing={this.state.codeMissing}
        onRetry={() => {
          retryFailedChunks(); // a part whose code did not download gets it afresh
          this.setState({ failed: false, codeMissing: false });
        }}
      />
    );
  }
}

/** The message in a failed panel's place (a function, to read the words with `useT()`). */
function PanelError({
  name,
  wholePage,
  codeMissing,
  onRetry,
}: {
  name: string;
  wholePage: boolean;
  codeMissing: boolean;
  onRetry: () => void;
}) {
  const { t } = useT();
  const alert = (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
    >
      <p className="font-semibold">{t('app.panelError.title', { name })}</p>
      <p className="mt-1">
        {!wholePage
          ? t('app.panelError.restWorks')
          : codeMissing
            ? t('app.panelError.checkConnection')
            : t('app.panelError.ourSide')}
      </p>
      <Button className="mt-2" onClick={onRetry}>
        {t('app.panelError.tryAgain')}
      </Button>
    </div>
  );
  return wholePage ? <main className="mx-auto w-full max-w-xl px-4 py-10">{alert}</main> : alert;
}
