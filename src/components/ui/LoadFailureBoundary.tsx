// A lazily loaded part that could not be loaded (its chunk unreachable: offline on a device whose service
// worker never stored it) shows nothing and tells its owner, which can take its place away too; without
// this the error would reach the router's error page and take the whole page with it.
import { Component, type ReactNode } from 'react';

type Props = { onFailure: () => void; children: ReactNode };

export class LoadFailureBoundary extends Component<Props, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError(): { hasFailed: boolean } {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('A part of the page could not be loaded', error);
    this.props.onFailure();
  }

  override render(): ReactNode {
    return this.state.hasFailed ? null : this.props.children;
  }
}
