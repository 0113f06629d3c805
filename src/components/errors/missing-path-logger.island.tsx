import { useEffect } from 'react';

/** Writes the path that was not found to the console (spec §2, 404 page). Renders nothing. */
export function MissingPathLogger() {
  useEffect(() => {
    console.warn('404 Error: User attempted to access non-existent route:', window.location.pathname);
  }, []);
  return null;
}
