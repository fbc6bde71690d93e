/** node-diff3's two-way diff, as its own `src/diff3.d.ts` declares it (see node-diff3.d.ts for why it is repeated). */
declare module 'node-diff3' {
  export interface IDiffIndicesResult<T> {
    /** [offset, length] of the changed region in the first buffer. */
    buffer1: [number, number];
    buffer1Content: T[];
    buffer2: [number, number];
    buffer2Content: T[];
  }
  export function diffIndices<T>(buffer1: T[], buffer2: T[]): IDiffIndicesResult<T>[];
}
