/** The middle value (the upper one of an even count). */
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

export const CHECK = (ok: boolean) => (ok ? 'ok' : 'OVER');
