import { getQuickJS, newQuickJSAsyncWASMModule, type QuickJSRuntime } from 'quickjs-emscripten';
import { PreparedContext } from './sandbox-context';

/** Tenants whose prepared contexts a thread keeps in each runtime, the least recently used going. */
const TENANTS_KEPT = 32;

interface Runtime {
  runtime: QuickJSRuntime;
  contexts: Map<string, PreparedContext>;
}

/**
 * A script thread's QuickJS runtimes, one synchronous and one asyncified (for the scripts that
 * wait on the host's I/O), and in each a prepared context per tenant: a context is never used
 * for another tenant's run, so nothing a run could leave in one (were the freezing of HARDEN
 * ever to miss something) reaches another tenant.
 *
 * An asyncified runtime is never disposed (its contexts are): quickjs-emscripten 0.32.0's
 * asyncified build throws "QuickJSRuntime … not found when trying to free HostRef" when one
 * that has host functions is; one that hit a limit is dropped whole, with its module, for the
 * garbage collector.
 */
export class TenantContexts {
  private sync: Runtime | undefined;
  private async: Runtime | undefined;

  async contextFor(tenant: string, withIo: boolean): Promise<PreparedContext> {
    const place = withIo ? await this.asyncRuntime() : await this.syncRuntime();
    let context = place.contexts.get(tenant);
    if (context) place.contexts.delete(tenant);
    else {
      if (place.contexts.size >= TENANTS_KEPT) evictOldest(place);
      context = new PreparedContext(place.runtime, withIo);
    }
    // Last used last: the first entry is the one to evict.
    place.contexts.set(tenant, context);
    return context;
  }

  /** A limit stopped a run in this runtime: it may be spent, so it goes with all its contexts. */
  spent(withIo: boolean) {
    if (withIo) {
      this.async = undefined;
      return;
    }
    const place = this.sync;
    this.sync = undefined;
    if (!place) return;
    for (const context of place.contexts.values()) context.dispose();
    place.runtime.dispose();
  }

  private async syncRuntime(): Promise<Runtime> {
    this.sync ??= { runtime: (await getQuickJS()).newRuntime(), contexts: new Map() };
    return this.sync;
  }

  private async asyncRuntime(): Promise<Runtime> {
    if (!this.async) {
      const module = await newQuickJSAsyncWASMModule();
      // The asyncified runtime has the same methods; its context adds the async ones.
      const runtime = module.newRuntime() as unknown as QuickJSRuntime;
      this.async = { runtime, contexts: new Map() };
    }
    return this.async;
  }
}

function evictOldest({ contexts }: Runtime) {
  const [oldest, context] = contexts.entries().next().value!;
  contexts.delete(oldest);
  context.dispose();
}
