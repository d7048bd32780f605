/** How long a flow has waited, as `1h 02m 05s` (hours only when there are some). */
export function waitedFor(startTime: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(startTime)) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}h ${pad(m)}m ${pad(s)}s` : `${m}m ${pad(s)}s`;
}
