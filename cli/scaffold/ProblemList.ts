import { CliError } from '../CliError';

/** Collects every validation problem of a command so the user sees them all at once, then refuses. */
export class ProblemList {
  private readonly problems: string[] = [];

  add(problem: string): void {
    this.problems.push(problem);
  }

  /** Runs a check that throws CliError; records its message and returns undefined instead. */
  check<T>(run: () => T): T | undefined {
    try {
      return run();
    } catch (err) {
      if (!(err instanceof CliError)) throw err;
      this.add(err.message);
      return undefined;
    }
  }

  throwIfAny(): void {
    if (this.problems.length) throw new CliError(this.problems.join('\n'));
  }
}
