// Runs once when a server instance starts (next start, a Vercel function, the standalone server):
// a production server with missing or unsafe settings stops here with a message naming them.
import { productionProblems } from './lib/platform-env';

export async function register() {
  if (process.env.NODE_ENV !== 'production') return;
  const problems = productionProblems(process.env);
  if (problems.length === 0) return;
  const message = `Unsafe or missing settings for production:\n  - ${problems.join('\n  - ')}`;
  console.error(message);
  throw new Error(message);
}
