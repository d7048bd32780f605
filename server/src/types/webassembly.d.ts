/**
 * The part of WebAssembly's global that the server uses (db/pglite-thread.ts compiles PGlite's
 * module once per process). Node.js has it; the server's libs (ES2023, no DOM) do not declare
 * it, and @types/node 20 does not either.
 */
declare namespace WebAssembly {
  class Module {
    constructor(bytes: Uint8Array);
  }
}
