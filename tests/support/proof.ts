// A browser's side of the proof of work, run in Node: solves a challenge the server issued
// (lib/security/proof-of-work.ts) and gives the form field's value.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export async function solvedProof(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return JSON.stringify({ challenge, solution });
}
