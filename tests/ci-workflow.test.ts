// The pull-request workflow runs the README's test command on Node 22 with Chromium, and rehearses
// a deploy on a plain PostgreSQL: explicit migration, no embedded server, smoke tests.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const workflow = read('.github/workflows/ci.yml');
const job = (name: string) => {
  const start = workflow.indexOf(`\n  ${name}:\n`);
  expect(start, name).toBeGreaterThan(0);
  const rest = workflow.slice(start + 1);
  const end = rest.slice(1).search(/\n {2}[a-z-]+:\n/);
  return end < 0 ? rest : rest.slice(0, end + 1);
};
const runs = (text: string) => [...text.matchAll(/^\s+(?:- )?run: (.+)$/gm)].map((m) => m[1]!.trim());

describe('.github/workflows/ci.yml', () => {
  test('runs on every pull request', () => {
    expect(workflow).toMatch(/^on:\n {2}pull_request:/m);
  });

  test('the test job runs the same command as the README and .ci/run, on Node 22 with npm caching and Chromium', () => {
    const readmeCommand = /Quick start[\s\S]*?```sh\n(npm test)\n```/.exec(read('README.md'))?.[1];
    expect(readmeCommand).toBe('npm test');
    expect(read('.ci/run')).toMatch(/\bnpm test\n?$/);
    const t = job('test');
    expect(runs(t)).toContain(readmeCommand);
    expect(t).toMatch(/node-version: 22\n\s+cache: npm/);
    expect(runs(t).some((r) => /playwright install .*chromium/.test(r))).toBe(true);
    expect(JSON.parse(read('package.json')).scripts.test).toBe(
      'npm run lint && npm run typecheck && npm run test:unit && npm run test:e2e',
    );
  });

  test('the test job fails on a high or critical advisory in the runtime dependencies', () => {
    expect(runs(job('test'))).toContain('npm audit --omit=dev --audit-level=high');
  });

  test('the deploy job serves a plain PostgreSQL from DATABASE_URL: migrates explicitly, never seeds, runs the smoke tests', () => {
    const d = job('deploy-smoke');
    expect(d).toMatch(/image: postgres:1[5-9]/);
    expect(d).toMatch(/DATABASE_URL: postgres:\/\//);
    expect(runs(d)).toContain('npm run db:migrate');
    expect(runs(d)).toContain('npm run test:e2e -- --grep @smoke');
    expect(runs(d).some((r) => /db:seed|db:reset/.test(r))).toBe(false);
    expect(runs(d).indexOf('npm run db:migrate')).toBeLessThan(runs(d).indexOf('npm run test:e2e -- --grep @smoke'));
  });

  test('a small set of e2e tests carries the @smoke tag', () => {
    const specs = fs.readdirSync(path.join(root, 'e2e')).filter((f) => f.endsWith('.spec.ts'));
    const tagged = specs.flatMap((f) => [...read(`e2e/${f}`).matchAll(/test(?:\.describe)?\(['`][^'`]*@smoke/g)]);
    expect(tagged.length).toBeGreaterThanOrEqual(5);
  });
});

describe('.github/workflows/letters.yml', () => {
  const letters = read('.github/workflows/letters.yml');

  test('calls the newsletter cron route every 5 minutes with the secret the route checks, where it is configured', () => {
    expect(letters).toMatch(/schedule:\n\s+- cron: '\*\/5 \* \* \* \*'/);
    expect(letters).toMatch(/if: \$\{\{ vars\.SITE_URL != '' \}\}/);
    expect(letters).toContain('-H "Authorization: Bearer $CRON_SECRET" "${SITE_URL%/}/api/cron/newsletter"');
    expect(letters).toContain('curl --fail');
    expect(letters).toContain('[ -n "$CRON_SECRET" ] ||');
    // The route it calls exists, answers GET and checks that header.
    const route = read('app/api/cron/newsletter/route.ts');
    expect(route).toMatch(/export function GET\(/);
    expect(route).toContain("request.headers.get('authorization')");
  });
});
