import { useEffect } from 'react';
import { ErrorBoundary } from '@/components/ui/error-boundary';

function Logger() {
  useEffect(() => {
    console.warn('404 Error: User attempted to access non-existent route:', window.location.pathname);
  }, []);
  return null;
}

/** Writes the path that was not found to the console (spec §2, 404 page). Renders nothing. */
export function MissingPathLogger() {
  return (
    <ErrorBoundary>
      <Logger />
    </ErrorBoundary>
  );
}
