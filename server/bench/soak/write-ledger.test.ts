import { WriteLedger, type StoredCounts } from './write-ledger';

const stored = (partial: Partial<Record<keyof StoredCounts, Record<string, number>>>): StoredCounts => ({
  registration: new Map(Object.entries(partial.registration ?? {})),
  feedback: new Map(Object.entries(partial.feedback ?? {})),
  'chat message': new Map(Object.entries(partial['chat message'] ?? {})),
});

describe('acknowledged writes across the SIGKILL', () => {
  it('finds nothing wrong when each acknowledged write is stored exactly once', () => {
    const ledger = new WriteLedger();
    ledger.acknowledge('registration', 'soaka00001');
    ledger.acknowledge('feedback', 'soak note 1');
    ledger.acknowledge('chat message', 'soak chat 1');
    const audit = ledger.audit(
      stored({ registration: { soaka00001: 1 }, feedback: { 'soak note 1': 1 }, 'chat message': { 'soak chat 1': 1 } }),
    );
    expect(audit).toMatchObject({ acknowledged: 3, lost: 0, duplicated: 0, examples: [] });
  });

  it('counts an acknowledged write missing after the restart as lost, per kind', () => {
    const ledger = new WriteLedger();
    ledger.acknowledge('registration', 'soaka00001');
    ledger.acknowledge('registration', 'soaka00002');
    ledger.acknowledge('feedback', 'soak note 1');
    const audit = ledger.audit(stored({ registration: { soaka00001: 1 } }));
    expect(audit.lost).toBe(2);
    expect(audit.byKind.registration).toEqual({ acknowledged: 2, lost: 1, duplicated: 0 });
    expect(audit.byKind.feedback).toEqual({ acknowledged: 1, lost: 1, duplicated: 0 });
    expect(audit.examples).toEqual(['registration lost: soaka00002', 'feedback lost: soak note 1']);
  });

  it('counts a row stored twice as duplicated, even one whose answer the kill cut off', () => {
    const ledger = new WriteLedger();
    ledger.acknowledge('chat message', 'soak chat 1');
    const audit = ledger.audit(stored({ 'chat message': { 'soak chat 1': 2, 'soak chat 2 (in flight at the kill)': 3 } }));
    expect(audit).toMatchObject({ lost: 0, duplicated: 2 });
  });

  it('does not call a write in flight at the kill lost: it was never acknowledged', () => {
    const ledger = new WriteLedger();
    expect(ledger.audit(stored({})).lost).toBe(0);
    expect(ledger.size).toBe(0);
  });
});
