// The project needs Node 22+. `npm run` puts node_modules/.bin (Node 22 from the `node` package)
// first on PATH; this guard covers a script started directly with an older system Node.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  const local = path.resolve('node_modules', '.bin', 'node');
  if (!fs.existsSync(local)) {
    console.error(`Node ${process.versions.node} is too old (need 22+). Run npm install first: it brings Node 22.`);
    process.exit(1);
  }
  const r = spawnSync(local, process.argv.slice(1), { stdio: 'inherit' });
  process.exit(r.status ?? 1);
}
