/**
 * What one run may produce (issue 22 §2): a run's log and answer are stored and sent back whole,
 * so they are capped where they are made. A log past its caps keeps its first lines and ends with
 * a line saying what was cut; an answer past its cap fails the run with a message naming it.
 */
export const RUN_CAPS = {
  logLines: 1000,
  logBytes: 256 * 1024,
  /** One log line, in characters, cut inside the sandbox before it crosses to the host. */
  logLineChars: 16 * 1024,
  /** The answer, as characters of JSON. */
  outputChars: 1024 * 1024,
} as const;
