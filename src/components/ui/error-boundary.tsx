import { Component, useEffect, useRef, type ComponentType, type ErrorInfo, type ReactNode } from 'react';

/** Wraps every island: if it throws, the island shows the error and the rest of the page keeps working. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
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

/** An island in the boundary; its `<template data-island>` gets `data-island="ready"` once mounted and effects ran: tests wait for that. */
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
