// Last line of defence for a rendering error: 'Unexpected Application Error!' and the message,
// instead of a blank page.
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  // Set in the constructor, not as a class field: at the build's target a field needs a helper
  // (defineProperty) that would otherwise be part of the public entry bundle.
  constructor(props: { children: ReactNode }) {
    super(props);
    this.state = { error: null };
  }

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('rendering failed', error, info.componentStack);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div role="alert" className="mx-auto max-w-2xl px-4 py-24 text-center">
        <h2 className="text-2xl font-bold text-white">Unexpected Application Error!</h2>
        <p className="mt-4 text-slate-300">{error.message || String(error)}</p>
        <a href="/" className="mt-8 inline-block rounded-lg bg-amber-400 px-5 py-2.5 text-sm font-bold text-slate-950">
          Ana Sayfa
        </a>
      </div>
    );
  }
}
