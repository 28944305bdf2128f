/** A refusal the user can act on: printed as `Error: <message>` and exit code 1, no stack. */
export class CliError extends Error {}
