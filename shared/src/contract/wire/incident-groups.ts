/**
 * Incident groups (issue 10 §2, beyond Cockpit): a tenant's open incidents grouped across
 * definitions by their error message, normalised, and their task's topic, so that one cause
 * can be seen and retried at once.
 */

/** At most this many open incidents (the newest) are grouped; the answer says when it is cut. */
export const INCIDENT_GROUPING_LIMIT = 50_000;

/**
 * The message with what changes from one failure to the next masked: ids (UUIDs and long hex),
 * timestamps and numbers (not digits inside a word). Two failures of one cause then read alike.
 */
export function normaliseIncidentMessage(message: string | null): string {
  return (
    (message ?? '')
      .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '<id>')
      .replace(/\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?/g, '<time>')
      .replace(/\b(?=[0-9a-f]*\d)[0-9a-f]{12,}\b/gi, '<id>')
      // A number standing alone or leading a unit (30s); digits inside a word (v2, a5b, ab007) stay.
      .replace(/(?<![A-Za-z0-9_])\d+(\.\d+)?/g, '<n>')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** One group: how many open incidents, where, and one message as it was written. */
/** An activity of an incident group: its id and its element's name in the deployed BPMN. */
export interface IncidentGroupActivity {
  id: string;
  name: string | null;
}

export interface IncidentGroup {
  /** The normalised message (normaliseIncidentMessage). */
  pattern: string;
  /** The failed task's topic; null for an incident with no external task. */
  topic: string | null;
  count: number;
  processKeys: string[];
  activityIds: string[];
  /** The activities of the group with their BPMN names (null: the element has none). */
  activities: IncidentGroupActivity[];
  /** The newest incident's message and time (Camunda's date format). */
  sampleMessage: string | null;
  latestTime: string;
}

export interface IncidentGroups {
  groups: IncidentGroup[];
  /** Open incidents grouped; fewer than all when `truncated`. */
  incidents: number;
  truncated: boolean;
}

/** Names a group to retry: its pattern and topic, matched again when the retry runs. */
export interface IncidentGroupRetry {
  pattern: string;
  topic: string | null;
  /** Only count what the retry would touch. */
  dryRun?: boolean;
}

export interface IncidentGroupRetryResult {
  /** Incidents the retry touches (or would, on a dry run). */
  count: number;
  /** The retries batch, absent on a dry run. */
  batchId?: string;
}
