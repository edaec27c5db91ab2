'use client';
// What the error boundaries log: server errors reach the browser as a digest only, which matches
// the server's log line; the error's details are never shown.
import { useEffect } from 'react';

export function useLoggedError(error: unknown, what: string) {
  useEffect(() => {
    const digest =
      error instanceof Error && 'digest' in error ? (error as Error & { digest?: string }).digest : undefined;
    console.error(what, digest ? `(digest ${digest})` : '');
  }, [error, what]);
}
