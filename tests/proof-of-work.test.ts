// The proof of work asked where the limits would otherwise refuse (lib/security/proof-of-work.ts): what
// it accepts, and the guessing rate it leaves an attacker, as docs/SECURITY.md states it.
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createProof,
  drawCounter,
  guessesPerHour,
  PROOF_BASE_COUNTER,
  PROOF_COST,
  proofLevel,
  proofWork,
  verifyProof,
} from '@/lib/security/proof-of-work';
import { closeTestSql, testSql } from './support/db';
import { solvedProof } from './support/proof';

afterAll(closeTestSql);

describe('verifyProof', () => {
  it('accepts a solved challenge once, for its own purpose and subject only', async () => {
    const proof = await solvedProof(await createProof('signin', 'owner@example.test'));
    expect(await verifyProof(proof, 'signin', 'someone-else@example.test')).toBe(false);
    expect(await verifyProof(proof, 'reset', 'owner@example.test')).toBe(false);
    expect(await verifyProof(proof, 'signin', 'owner@example.test')).toBe(true);
    expect(await verifyProof(proof, 'signin', 'owner@example.test')).toBe(false);
    const [row] = await testSql()<{ n: number }[]>`select count(*)::int as n from private.proofs_spent`;
    expect(row!.n).toBe(1);
  });

  it('refuses an unsolved, tampered or malformed proof', async () => {
    const challenge = await createProof('newsletter-signup', 'form');
    const proof = JSON.parse(await solvedProof(challenge));
    const variants = [
      // Another key than the one the work yields (the server checks the key against its own signature).
      {
        ...proof,
        solution: {
          ...proof.solution,
          derivedKey: proof.solution.derivedKey.replace(/^./, (c: string) => (c === '0' ? '1' : '0')),
        },
      },
      // Easier work written into the challenge: its signature no longer matches.
      { ...proof, challenge: { ...proof.challenge, parameters: { ...proof.challenge.parameters, cost: 1 } } },
      { ...proof, challenge: { ...proof.challenge, parameters: { ...proof.challenge.parameters, expiresAt: 4e9 } } },
      { challenge, solution: null },
    ].map((v) => JSON.stringify(v));
    for (const bad of [...variants, '', '{', 'null', '[]', 'x'.repeat(5000), undefined, 42]) {
      expect(await verifyProof(bad, 'newsletter-signup', 'form')).toBe(false);
    }
    expect(await verifyProof(JSON.stringify(proof), 'newsletter-signup', 'form')).toBe(true);
  });
});

describe('the level', () => {
  it('a proof of a lower level than the one now required is refused; the required level or above passes', async () => {
    const easy = await solvedProof(await createProof('signin', 'level@example.test', 0));
    expect(await verifyProof(easy, 'signin', 'level@example.test', 1)).toBe(false);
    const harder = await solvedProof(await createProof('signin', 'level@example.test', 1));
    expect(await verifyProof(harder, 'signin', 'level@example.test', 0)).toBe(true);
  });
});

describe('the work', () => {
  it('the secret counter is drawn over the whole range: no public lower bound a solver could start from', () => {
    const draws = Array.from({ length: 4000 }, () => drawCounter(0));
    const base = PROOF_BASE_COUNTER;
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...draws)).toBeLessThan(3 * base);
    // A tenth of the draws fall below base / 3 or so: with the old [base, 2 base) range none did.
    expect(draws.filter((d) => d < base / 2).length).toBeGreaterThan(4000 / 12);
    const mean = draws.reduce((a, b) => a + b, 0) / draws.length;
    expect(Math.abs(mean - 1.5 * base)).toBeLessThan(0.1 * base);
    expect(Math.max(...Array.from({ length: 500 }, () => drawCounter(2)))).toBeGreaterThan(2 * base * 4);
  });

  it('doubles with each level, every ten failures, up to the fourth', () => {
    expect([0, 9, 10, 25, 39, 40, 500].map(proofLevel)).toEqual([0, 0, 1, 2, 3, 4, 4]);
    expect(proofWork(0)).toBe(PROOF_BASE_COUNTER * 1.5 * PROOF_COST);
    expect(proofWork(4) / proofWork(0)).toBe(16);
  });

  it('leaves an attacker the guesses per hour docs/SECURITY.md states', () => {
    const doc = fs.readFileSync('docs/SECURITY.md', 'utf8');
    const stated = /about (\d+) guesses per hour per CPU core/.exec(doc);
    expect(stated, 'docs/SECURITY.md states the rate').not.toBeNull();
    // One core of this machine runs about 5 million PBKDF2-SHA-256 iterations a second (Node's crypto).
    expect(guessesPerHour(5e6)).toBe(Number(stated![1]));
    // Ten times the hardware, ten times the guesses at most: the work per guess does not fall.
    expect(guessesPerHour(5e7)).toBeLessThanOrEqual(10 * guessesPerHour(5e6));
  });

  it('is what a solver really does: the challenge holds the server’s cost and algorithm', async () => {
    const challenge = await createProof('signin', 'a@example.test', 2);
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: PROOF_COST, data: { level: 2 } });
    expect(challenge.signature).toEqual(expect.any(String));
  });
});
