/** An error's message, for a monitor's state and its events. */
export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error);
