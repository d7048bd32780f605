/**
 * At most `capacity` runs of one tenant at a time; the others wait their turn here. The script
 * pool refuses a tenant's runs past its share (running plus waiting) at once, and the worker
 * would count each refusal as a failed run that costs the task a retry: a busy worker (more
 * tasks in flight than the share) must wait for room instead.
 */
export class TenantGate {
  private readonly inUse = new Map<string, number>();
  private readonly waiting = new Map<string, (() => void)[]>();

  constructor(private readonly capacity: number) {}

  async run<T>(tenant: string, work: () => Promise<T>): Promise<T> {
    const used = this.inUse.get(tenant) ?? 0;
    if (used < this.capacity) this.inUse.set(tenant, used + 1);
    // The slot is handed over by the run that ends (release), never counted twice.
    else await new Promise<void>((resolve) => this.queueOf(tenant).push(resolve));
    try {
      return await work();
    } finally {
      this.release(tenant);
    }
  }

  private queueOf(tenant: string) {
    let queue = this.waiting.get(tenant);
    if (!queue) {
      queue = [];
      this.waiting.set(tenant, queue);
    }
    return queue;
  }

  private release(tenant: string) {
    const next = this.waiting.get(tenant)?.shift();
    if (next) return next();
    this.waiting.delete(tenant);
    const used = (this.inUse.get(tenant) ?? 1) - 1;
    if (used > 0) this.inUse.set(tenant, used);
    else this.inUse.delete(tenant);
  }
}
