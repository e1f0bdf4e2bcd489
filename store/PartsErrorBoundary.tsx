import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * Keeps a failure of the parts from taking down the host's React root (docs/behaviour.md,
 * "Errors and console messages"): an error thrown while a part renders (or in its effects) is
 * logged once with the `[shop-parts]` prefix, and the parts render nothing from then on. A
 * server-rendered footer's HTML is not kept: React replaces a failed boundary's content with its
 * fallback, and the boundary has no DOM of its own to copy the server's markup from.
 */
export class PartsErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    console.error('[shop-parts] a part failed and is not shown:', error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
