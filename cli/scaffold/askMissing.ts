import { createInterface } from 'node:readline/promises';
import { CliError } from '../CliError';

/** One value a scaffolding command needs. Every question is also a flag with the same meaning. */
export interface Question {
  key: string;
  /** The flag that answers it, as shown in errors, e.g. `--resources <names>`. */
  flag: string;
  message: string;
  kind: 'text' | 'confirm';
  /** Taken with `--yes`, without a terminal, or on an empty answer. No default: required. */
  default?: string | boolean;
}

export interface AskOptions {
  /** Prompts allowed: a terminal on both ends and no `--yes`. */
  interactive: boolean;
  input?: NodeJS.ReadableStream;
  output?: NodeJS.WritableStream;
}

/** Prompts only when stdin and stdout are terminals and `--yes` was not given (CI-safe by default). */
export function isInteractive(yes: boolean | undefined): boolean {
  return !yes && Boolean(process.stdin.isTTY && process.stdout.isTTY);
}

/**
 * Fills in what the flags left open: asks on a terminal, takes defaults otherwise, and
 * refuses — naming every missing flag — when a required value has neither.
 */
export async function askMissing(questions: readonly Question[], given: Record<string, unknown>, options: AskOptions): Promise<Record<string, string | boolean>> {
  const answers: Record<string, string | boolean> = {};
  const open = questions.filter((q) => given[q.key] === undefined);
  for (const q of questions) if (given[q.key] !== undefined) answers[q.key] = given[q.key] as string | boolean;
  if (!options.interactive) {
    const missing = open.filter((q) => q.default === undefined);
    if (missing.length) {
      throw new CliError(`Missing ${missing.map((q) => q.flag).join(', ')} (required; no prompts with --yes or without a terminal).`);
    }
    for (const q of open) answers[q.key] = q.default!;
    return answers;
  }
  const rl = createInterface({ input: options.input ?? process.stdin, output: options.output ?? process.stdout, terminal: false });
  try {
    for (const q of open) answers[q.key] = await ask(rl, q);
  } finally {
    rl.close();
  }
  return answers;
}

async function ask(rl: ReturnType<typeof createInterface>, q: Question): Promise<string | boolean> {
  for (;;) {
    if (q.kind === 'confirm') {
      const answer = (await rl.question(`${q.message} ${q.default ? '(Y/n)' : '(y/N)'} `)).trim().toLowerCase();
      if (!answer) return Boolean(q.default);
      if (['y', 'yes', 'n', 'no'].includes(answer)) return answer.startsWith('y');
      continue;
    }
    const answer = (await rl.question(`${q.message}${q.default !== undefined ? ` (${q.default})` : ''}: `)).trim();
    if (answer) return answer;
    if (q.default !== undefined) return q.default;
  }
}
