import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/**
 * In place of an island that crashed, instead of a blank area: the site's error screen ('Unexpected Application
 * Error!' and the error's message, as the 500 page shows it), with the island's stack in the console for us.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
        <p className="font-semibold">Unexpected Application Error!</p>
        <p className="text-sm">{this.state.error.message}</p>
      </div>
    );
  }
}
