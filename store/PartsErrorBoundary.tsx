import { Component, type ReactNode } from 'react';

/**
 * Keeps a failure of the parts from taking down the host's React root: an error thrown while a
 * part renders is logged once with the `[shop-parts]` prefix, and the parts render nothing from then on.
 */
export class PartsErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('[shop-parts] a part failed and is not shown:', error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
