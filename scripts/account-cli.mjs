// What the account scripts (user:create, user:password) share: their arguments, the e-mail check
// and the password, given with --password, typed twice on a terminal, or generated and shown once.
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import './require-node22.mjs';
import './load-env.mjs';

const { MIN_PASSWORD_LENGTH, generatePassword } = await import('../lib/auth/password.ts');
const { normalizeEmail } = await import('../lib/validation/text.ts');

/** bcrypt reads the first 72 bytes only: a longer password would be silently truncated. */
const MAX_PASSWORD_LENGTH = 72;

/** Parses --email, --password, --help and the script's own options; exits with its usage on bad input. */
export function accountArguments(usage, extraOptions = {}) {
  let options;
  try {
    ({ values: options } = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        ...extraOptions,
      },
    }));
  } catch (e) {
    console.error(`${e.message}\n${usage}`);
    process.exit(2);
  }
  if (options.help) {
    console.log(usage);
    process.exit(0);
  }
  const email = normalizeEmail(options.email ?? '');
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
    console.error(`A valid --email is required.\n${usage}`);
    process.exit(2);
  }
  return { options, email };
}

/** Reads a line without echoing it (terminal only). */
function askHidden(question) {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const write = rl._writeToOutput?.bind(rl);
    rl._writeToOutput = (text) => {
      if (text.includes(question)) write?.(text);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

/** The password from --password, else typed twice on a terminal (empty = generate), else generated. */
export async function choosePassword(given, prompt) {
  let choice = { password: given, generated: false };
  if (given === undefined)
    choice = process.stdin.isTTY ? await typePassword(prompt) : { password: generatePassword(), generated: true };
  if (choice.password.length < MIN_PASSWORD_LENGTH || choice.password.length > MAX_PASSWORD_LENGTH) {
    console.error(`The password needs ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters.`);
    process.exit(2);
  }
  return choice;
}

async function typePassword(prompt) {
  for (;;) {
    const first = await askHidden(prompt);
    if (first === '') return { password: generatePassword(), generated: true };
    if (first.length < MIN_PASSWORD_LENGTH) {
      console.error(`At least ${MIN_PASSWORD_LENGTH} characters.`);
      continue;
    }
    const again = await askHidden('Repeat the password: ');
    if (again === first) return { password: first, generated: false };
    console.error('The two entries differ, try again.');
  }
}
