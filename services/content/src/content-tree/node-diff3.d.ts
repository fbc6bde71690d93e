/**
 * node-diff3 3.x ships its types at `src/diff3.d.ts`, reachable only through its package.json
 * "exports" map, which this project's `moduleResolution: node` does not read. This declares
 * the one function the merge uses, as that file declares it. At run time `require('node-diff3')`
 * loads the package's CommonJS build (`exports.require` → `dist/diff3.cjs`).
 */
declare module 'node-diff3' {
  export interface MergeRegion<T> {
    ok?: T[];
    conflict?: { a: T[]; aIndex: number; b: T[]; bIndex: number; o: T[]; oIndex: number };
  }
  export interface IMergeOptions {
    excludeFalseConflicts?: boolean;
    stringSeparator?: string | RegExp;
  }
  export function diff3Merge<T = string>(
    a: string | T[],
    o: string | T[],
    b: string | T[],
    options?: IMergeOptions,
  ): MergeRegion<T>[];
}
