import type { connectors } from '../../../db/schema';
import type { PlainValues } from './variables';

export type ConnectorRow = typeof connectors.$inferSelect;

export interface RunResult {
  /** Merged into the process variables. */
  variables: PlainValues;
  /** What the connector gave back, as text for the run log. */
  output: string;
}

/** A run that went wrong: the message names what failed, details carry the evidence. */
export class ConnectorFailure extends Error {
  constructor(
    message: string,
    readonly details: string = message,
    readonly output: string | null = null,
  ) {
    super(message);
    this.name = 'ConnectorFailure';
  }
}
