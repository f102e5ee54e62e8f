import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  readonly fallback: ReactNode;
  readonly onError: (error: unknown) => void;
  readonly children?: ReactNode;
}

/** Keeps a failing island to itself: it shows its fallback and reports once. */
export class IslandErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
