import { RUN_CAPS } from './run-caps';

/**
 * A run's log lines, kept up to RUN_CAPS' lines and bytes; what comes after is counted, not
 * kept, and the log ends with a line that says how much was cut.
 */
export class RunLog {
  private readonly kept: string[] = [];
  private bytes = 0;
  private cutLines = 0;

  add(line: string) {
    const size = Buffer.byteLength(line);
    if (this.kept.length >= RUN_CAPS.logLines || this.bytes + size > RUN_CAPS.logBytes) {
      this.cutLines += 1;
      return;
    }
    this.kept.push(line);
    this.bytes += size;
  }

  lines(): string[] {
    if (!this.cutLines) return this.kept;
    return [
      ...this.kept,
      `… ${this.cutLines} more log line(s) cut: a run keeps at most ${RUN_CAPS.logLines} lines and ${RUN_CAPS.logBytes} bytes of log`,
    ];
  }
}
