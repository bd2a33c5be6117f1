/**
 * The page's error boundary in _app. A chunk that fails to load during render (React.lazy /
 * next/dynamic reject into the nearest boundary) reloads the page through the chunk-reload
 * guard (SPEC 4, lib/build/chunkReload.ts); any other render error, or a chunk error the
 * guard does not reload again, is logged through /api/log and shows the localized generic
 * error view. A new route clears the error (`resetKey`).
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorView } from './ErrorView';
import { isChunkLoadError } from '@/lib/build/buildCheck';
import { reloadOnChunkError } from '@/lib/build/chunkReload';
import { clientLog, errorFields } from '@/lib/clientLog';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Changes with the page (path); a new value clears a caught error. */
  resetKey?: string;
  /** What is shown for a caught error; the generic error view by default. */
  fallback?: ReactNode;
  /** The chunk-error reload; tests replace it. */
  reloadOnChunkError?: (error: unknown) => boolean;
}

interface State {
  error: unknown;
  hasError: boolean;
  reloading: boolean;
  resetKey?: string;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  state: State = { error: null, hasError: false, reloading: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    // A chunk error most likely reloads: show nothing until componentDidCatch has decided.
    return { error, hasError: true, reloading: isChunkLoadError(error) };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { resetKey: props.resetKey, error: null, hasError: false, reloading: false };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    const reload = this.props.reloadOnChunkError ?? reloadOnChunkError;
    if (reload(error)) return;
    if (this.state.reloading) this.setState({ reloading: false });
    const stack = info.componentStack?.trim().split('\n')[0]?.trim() ?? null;
    clientLog('error', 'render-error', { ...errorFields(error), component: stack });
  }

  render(): ReactNode {
    if (!this.state.hasError) return this.props.children;
    // The page is on its way out (chunk error, reload): the error view would only flash.
    if (this.state.reloading) return null;
    return this.props.fallback ?? <ErrorView status={500} />;
  }
}
