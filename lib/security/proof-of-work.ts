// Proof of work instead of a lockout. When other people's failures pile up (the sign-in limits of an
// account from one address, the newsletter's site-wide cap), a browser is not refused: it is asked to
// solve an ALTCHA challenge (altcha-lib: self-hosted, no cookie, nothing loaded from another site), then
// its attempt goes through. The right password is therefore never refused because of strangers, and each
// guess past the limits costs its sender the work below, growing with the failures on that account.
//
// The work: PBKDF2-SHA-256 with COST iterations per try, from counter 0 up to a secret counter drawn over the
// whole range [1, 3 × base) (ALTCHA v2's deterministic mode: the server derives one key, the browser searches).
// Drawn from 1, not from a public lower bound: a solver cannot skip any part of the range.
// Browsers run PBKDF2 natively through WebCrypto, at about the speed of an attacker's CPU core.
import 'server-only';
import { randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { serverKey, spendProof } from '@/lib/data/proofs';

export const PROOF_ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per try. */
export const PROOF_COST = 1000;
/** Tries of the easiest challenge: ~7,500 on average, 1 to 3 s in a phone's browser. */
export const PROOF_BASE_COUNTER = 5000;
/** Each level doubles the work; failures with a proof raise the level by one every PROOF_FAILURES_PER_LEVEL. */
export const PROOF_MAX_LEVEL = 4;
export const PROOF_FAILURES_PER_LEVEL = 10;
/** Seconds a challenge can be solved and used in (ten minutes). */
export const PROOF_TTL_SECONDS = 10 * 60;

export type ProofPurpose = 'signin' | 'reset' | 'newsletter-signup' | 'unsubscribe-request';

/** The level of the next challenge after `failures` proof-backed failures in the last hour. */
export const proofLevel = (failures: number): number =>
  Math.min(Math.floor(Math.max(failures, 0) / PROOF_FAILURES_PER_LEVEL), PROOF_MAX_LEVEL);

/** Average PBKDF2 iterations a challenge of `level` costs its solver. */
export const proofWork = (level: number): number => PROOF_BASE_COUNTER * 2 ** level * 1.5 * PROOF_COST;

/**
 * Guesses an attacker gets in an hour on one account once the limits ask for proofs, with
 * `iterationsPerSecond` of PBKDF2-SHA-256 (one CPU core: about 5 million), every guess wrong so the
 * level climbs as fast as it can. docs/SECURITY.md states the figure; tests/proof-of-work.test.ts checks it.
 */
export function guessesPerHour(iterationsPerSecond: number): number {
  let seconds = 3600;
  let guesses = 0;
  for (;;) {
    const cost = proofWork(proofLevel(guesses)) / iterationsPerSecond;
    if (cost > seconds) return guesses;
    seconds -= cost;
    guesses += 1;
  }
}

/** The secret counter of a challenge at `level`: uniform over [1, 3 × base × 2^level), average 1.5 × base × 2^level. */
export const drawCounter = (level: number): number => randomInt(1, PROOF_BASE_COUNTER * 2 ** level * 3);

const secrets = async () => {
  const key = await serverKey('proof-of-work');
  return { hmacSignatureSecret: `${key}:challenge`, hmacKeySignatureSecret: `${key}:key` };
};

/** A challenge for `purpose` and `subject` (the account's e-mail, or the newsletter form), at `level`. */
export async function createProof(purpose: ProofPurpose, subject: string, level = 0): Promise<Challenge> {
  const bounded = Math.min(Math.max(level, 0), PROOF_MAX_LEVEL);
  return createChallenge({
    algorithm: PROOF_ALGORITHM,
    cost: PROOF_COST,
    counter: drawCounter(bounded),
    deriveKey,
    data: { purpose, subject: subject.slice(0, 254), level: bounded },
    expiresAt: new Date(Date.now() + PROOF_TTL_SECONDS * 1000),
    ...(await secrets()),
  });
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * True when `payload` (the form's `proof` field: JSON of the challenge and its solution) is a solved
 * challenge this server issued for `purpose` and `subject`, at `minLevel` or above (a challenge collected
 * before the level rose no longer counts), not expired, and not used before (each is good once). Anything
 * else, malformed included, is false.
 */
export async function verifyProof(
  payload: unknown,
  purpose: ProofPurpose,
  subject: string,
  minLevel = 0,
): Promise<boolean> {
  if (typeof payload !== 'string' || payload.length === 0 || payload.length > 4000) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return false;
  }
  if (!isRecord(parsed) || !isRecord(parsed.challenge) || !isRecord(parsed.solution)) return false;
  const challenge = parsed.challenge as unknown as Challenge;
  const solution = parsed.solution as unknown as Solution;
  const data = challenge.parameters?.data;
  if (!data || data.purpose !== purpose || data.subject !== subject.slice(0, 254)) return false;
  if (typeof data.level !== 'number' || data.level < Math.min(minLevel, PROOF_MAX_LEVEL)) return false;
  if (typeof challenge.signature !== 'string' || typeof challenge.parameters.expiresAt !== 'number') return false;
  // The work is the server's own (cost, algorithm) whatever the payload says: the signature covers them.
  if (challenge.parameters.algorithm !== PROOF_ALGORITHM || challenge.parameters.cost !== PROOF_COST) return false;
  try {
    const result = await verifySolution({ challenge, solution, deriveKey, ...(await secrets()) });
    if (!result.verified) return false;
  } catch {
    return false;
  }
  return spendProof(challenge.signature, new Date(challenge.parameters.expiresAt * 1000));
}

export type { Challenge };
