import type { FailureStatus } from "./types";

/**
 * A domain failure (not found, conflict, invalid field): thrown by a handler,
 * it rolls the transaction back and travels to the caller as a failed outcome.
 */
export class WorkspaceFailure extends Error {
  constructor(
    readonly status: FailureStatus,
    message: string,
    readonly fields?: Record<string, string[]>,
    /** How many items the refused change would affect, when it needs confirmation. */
    readonly count?: number,
  ) {
    super(message);
  }
}

/** A failure about one field of the input: the message, also under that field for the form. */
export const fieldFailure = (status: FailureStatus, field: string, message: string) => new WorkspaceFailure(status, message, { [field]: [message] });
