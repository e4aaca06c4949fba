/** A failure the user fixes: one line naming the fix, printed without a stack; the command exits with `exitCode`. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
    /** `cause`: the failure behind the one-line fix, kept for a debugger, never printed. */
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'CliError';
  }
}
