import { outboxWriter, type OutboxEventRow, type OutboxTransaction } from '../src';

/** A transaction that keeps the rows written to its outbox. */
function recordingTransaction(): OutboxTransaction & { rows: OutboxEventRow[]; inserts: number } {
  const tx = {
    rows: [] as OutboxEventRow[],
    inserts: 0,
    outboxEvent: {
      async create({ data }: { data: OutboxEventRow }) {
        tx.inserts += 1;
        tx.rows.push(data);
      },
      async createMany({ data }: { data: OutboxEventRow[] }) {
        tx.inserts += 1;
        tx.rows.push(...data);
      },
    },
  };
  return tx;
}

describe('outboxWriter', () => {
  const { recordEvent, recordEvents } = outboxWriter<'space' | 'page'>('content');

  it('writes quire.<service>.<resource>.<verb> with the facts, in the given transaction', async () => {
    const tx = recordingTransaction();
    await recordEvent(tx, 'space', 'created', { aggregateId: 'S1', organizationId: 'O1', data: { title: 'A' } });
    expect(tx.rows).toEqual([
      expect.objectContaining({ type: 'quire.content.space.created', subject: 'quire.content.space.created', aggregateId: 'S1', organizationId: 'O1', data: { title: 'A' } }),
    ]);
  });

  it('writes several events of one kind in one insert, and none for an empty list', async () => {
    const tx = recordingTransaction();
    await recordEvents(tx, 'page', 'deleted', []);
    expect(tx.inserts).toBe(0);
    await recordEvents(tx, 'page', 'deleted', [
      { aggregateId: 'P1', organizationId: 'O1', data: {} },
      { aggregateId: 'P2', organizationId: 'O1', data: {} },
    ]);
    expect(tx.inserts).toBe(1);
    expect(tx.rows.map((row) => [row.type, row.aggregateId])).toEqual([
      ['quire.content.page.deleted', 'P1'],
      ['quire.content.page.deleted', 'P2'],
    ]);
    expect(new Set(tx.rows.map((row) => row.id)).size).toBe(2);
  });

  it('refuses a verb that is not a subject token', async () => {
    await expect(recordEvent(recordingTransaction(), 'space', 'Created!', { aggregateId: 'S1', organizationId: null, data: {} })).rejects.toThrow(
      'outbox event verb "Created!" must match',
    );
  });
});
