'use client';
// The browser's side of the proof of work (lib/security/proof-of-work.ts): the form keeps the fields it
// last sent; when the answer asks for a proof, the challenge is solved (altcha-lib, loaded only then: no
// page carries it otherwise) and the same fields are sent again with it, so nothing is typed twice.
import { startTransition, useEffect, useRef, useState, type FormEvent } from 'react';
import type { Challenge } from 'altcha-lib';

type Answer = { status: string; challenge?: Challenge };

export function useProofOfWork(state: Answer, action: (data: FormData) => void) {
  const sent = useRef<FormData | null>(null);
  const [solving, setSolving] = useState(false);

  useEffect(() => {
    const data = sent.current;
    // Once per submission: a second request for a proof (an expired one) leaves the message on screen.
    if (state.status !== 'proof' || !state.challenge || !data || data.has('proof')) return;
    let cancelled = false;
    setSolving(true);
    solve(state.challenge)
      .then((proof) => {
        if (cancelled || !proof) return;
        data.set('proof', proof);
        startTransition(() => action(data));
      })
      .finally(() => {
        if (!cancelled) setSolving(false);
      });
    return () => {
      cancelled = true;
    };
  }, [state, action]);

  return {
    solving,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      sent.current = new FormData(event.currentTarget);
    },
  };
}

/** The form field's value: the challenge and its solution, or null when it could not be solved. */
async function solve(challenge: Challenge): Promise<string | null> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/pbkdf2'),
  ]);
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 180_000 }).catch(() => null);
  return solution ? JSON.stringify({ challenge, solution }) : null;
}
