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

let heapGrowthLimited = false;

/** The old generation may grow to 1.5 times what stayed alive after the last full collection. */
export const HEAP_GROWING_PERCENT = 50;

/**
 * Bounds how far V8 lets the heap grow past what is alive before its next full collection.
 *
 * Left to itself, V8 picks a growing factor of up to 4 for a process that allocates fast and
 * collects quickly: under the soak's load, content's committed heap reached about four times
 * its live size (90 MB alive, 380 MB committed), and every megabyte its bounded caches kept
 * added about four to its RSS, so memory said nothing about the caches' budget. At 1.5 the
 * committed heap follows what is alive; the price is more frequent (incremental, mostly
 * concurrent) full collections. Process-wide; applies from the next collection on.
 */
export function limitHeapGrowth(): void {
  if (heapGrowthLimited) return;
  heapGrowthLimited = true;
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
