/** The console's instance states (SPEC §9). */
export type ConsoleState = 'Active' | 'Incident' | 'Completed' | 'Cancelled';

export const STATE_COLOR: Record<ConsoleState, string> = {
  Active: 'processing',
  Incident: 'error',
  Completed: 'success',
  Cancelled: 'default',
};

/** Camunda's history state and the open incidents as one of the console's four states. */
export function consoleState({
  state,
  incidents,
}: {
  state: string;
  incidents?: number;
}): ConsoleState {
  if (state === 'COMPLETED') return 'Completed';
  if (state === 'EXTERNALLY_TERMINATED' || state === 'INTERNALLY_TERMINATED') return 'Cancelled';
  return incidents ? 'Incident' : 'Active';
}
