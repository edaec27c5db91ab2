// The settings the Node scripts see: the shell's variables win, then .env.local, then .env (as
// Next reads them). Each script maps platform names (POSTGRES_URL, …) with lib/platform-env.ts.
import fs from 'node:fs';

for (const file of ['.env.local', '.env']) if (fs.existsSync(file)) process.loadEnvFile(file);
