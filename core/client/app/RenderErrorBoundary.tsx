import { Button, NonIdealState } from '@blueprintjs/core';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A lazy chunk the server no longer has: the console was deployed anew since this tab loaded it. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || /loading (css )?chunk .* failed/i.test(error.message));
}

interface RenderErrorBoundaryProps {
  children: ReactNode;
  /** A change of this value (e.g. the page's path) gives the children another try. */
  resetKey?: unknown;
}

interface RenderErrorBoundaryState {
  failed: boolean;
  error?: unknown;
  resetKey?: unknown;
}

/**
 * Keeps one failing page or card from taking the whole console down: it says what happened
 * and offers a reload, which is also the cure when a chunk vanished with a new deployment.
 */
export class RenderErrorBoundary extends Component<RenderErrorBoundaryProps, RenderErrorBoundaryState> {
  state: RenderErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): Partial<RenderErrorBoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: RenderErrorBoundaryProps, state: RenderErrorBoundaryState): Partial<RenderErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, error: undefined, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    return this.state.failed ? <RenderError error={this.state.error} /> : this.props.children;
  }
}

function RenderError({ error }: { error: unknown }) {
  const { t } = useTranslation('core');
  return (
    <div data-testid="render-error">
      <NonIdealState
        icon="error"
        description={t(isChunkLoadError(error) ? 'errors.newVersion' : 'errors.unexpected')}
        action={<Button icon="refresh" text={t('errors.reload')} onClick={() => window.location.reload()} />}
      />
    </div>
  );
}
