import v8 from 'node:v8';

let applied = false;

/**
 * Keeps WebAssembly on V8's baseline compiler (Liftoff) for the rest of the process.
 *
 * The one WebAssembly module our services run is Prisma's query compiler (3.6 MB, loaded by
 * every Prisma client). By default V8 recompiles its hot functions with TurboFan on background
 * threads; the 40-60 MB those compilations allocate stay in glibc's per-thread malloc arenas
 * after they finish, so a service's resident memory grew by that much after its first few dozen
 * queries (parsing the schema at start is enough) and never went down. The optimized code buys
 * nothing here: Prisma caches the plan of each query shape, so the compiler runs once per
 * shape, and Liftoff compiles those first calls with about a quarter of the CPU; steady-state
 * query CPU is the same (measurements in docs/performance.md, "Idle memory").
 *
 * Takes effect for modules compiled afterwards: call it before the first Prisma query.
 */
export function keepWasmOnBaselineCompiler(): void {
  if (applied) return;
  applied = true;
  v8.setFlagsFromString('--liftoff-only');
}
