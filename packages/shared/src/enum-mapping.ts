/**
 * Both directions between a stored enum (a database enum or a contract string) and its proto
 * enum, from one table, so that the two directions cannot disagree:
 *
 * - `toProto[stored]`: the proto value a presenter writes;
 * - `fromProto.get(proto)`: the stored value of a request's proto value, undefined for
 *   `_UNSPECIFIED` (never in the table) and for a value the table does not know;
 * - `values`: the proto values a request may carry, for its schema.
 */
export type EnumMapping<Stored extends string, Proto extends number> = {
  readonly toProto: Readonly<Record<Stored, Proto>>;
  readonly fromProto: ReadonlyMap<Proto, Stored>;
  readonly values: [Proto, ...Proto[]];
};

export function enumMapping<Stored extends string, Proto extends number>(toProto: Record<Stored, Proto>): EnumMapping<Stored, Proto> {
  const entries = Object.entries(toProto) as [Stored, Proto][];
  if (entries.length === 0) throw new Error('enumMapping needs at least one value');
  const fromProto = new Map<Proto, Stored>();
  for (const [stored, proto] of entries) {
    // Two stored values on one proto value would make fromProto answer only one of them.
    if (fromProto.has(proto)) throw new Error(`enumMapping: proto value ${proto} is mapped twice ("${fromProto.get(proto)}", "${stored}")`);
    fromProto.set(proto, stored);
  }
  return { toProto: Object.freeze({ ...toProto }), fromProto, values: entries.map(([, proto]) => proto) as [Proto, ...Proto[]] };
}
