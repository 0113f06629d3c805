import { Component, useEffect, useRef, type ComponentType, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/**
 * Wraps every island: if it throws, the island shows the error and the rest of the page keeps working.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Island error:', error, info.componentStack);
  }

  render() {
    if (this.state.error) {
      return (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-left text-sm text-red-900">
          <p className="font-bold">Unexpected Application Error!</p>
          <p className="mt-1 break-words">{this.state.error.message}</p>
        </div>
      );
    }
    return this.props.children;
  }
}

/**
 * An island's component with the boundary around it, so each island file holds only its own logic:
 * `export const TechStackTabs = withErrorBoundary(function TechStackTabs(props) { … })`.
 *
 * It also says when the island works: a `<template data-island>` after its content (inert, shown by
 * nothing, allowed inside any element) gets `data-island="ready"` once React has mounted the island
 * and its effects have run. Tests wait for that instead of reading how the framework hydrates.
 */
export function withErrorBoundary<P extends object>(Inner: ComponentType<P>) {
  function Island(props: P) {
    const marker = useRef<HTMLTemplateElement>(null);
    useEffect(() => marker.current?.setAttribute('data-island', 'ready'), []);
    return (
      <>
        <ErrorBoundary>
          <Inner {...props} />
        </ErrorBoundary>
        <template ref={marker} data-island="" />
      </>
    );
  }
  Island.displayName = `Island(${Inner.displayName ?? Inner.name})`;
  return Island;
}
