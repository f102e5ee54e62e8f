import { Component, type ReactNode } from 'react';

interface Props {
  /** What to show instead of a dialog that threw while rendering. */
  readonly fallback: (retry: () => void) => ReactNode;
  readonly children: ReactNode;
}

/**
 * Keeps a dialog that throws from taking the whole modal host down with it: the host can still
 * close it and open others. The island's own boundary reports; this one only contains.
 */
export class DialogErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return this.props.fallback(() => this.setState({ failed: false }));
    return this.props.children;
  }
}
