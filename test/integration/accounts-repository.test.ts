import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { seedVisitor } from '../helpers/fixtures.js';
import { findAccount, setVisitorAccount, upsertAccount } from '../../src/records/accounts.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

it('upserts accounts per data set, keeping what an update does not name', async () => {
  const ws = await h.workspace();
  const now = new Date('2026-02-01T00:00:00.000Z');
  await h.db.tenantTx(ws.id, async (tx) => {
    await upsertAccount(tx, { domain: 'Acme.example', name: 'Acme', industry: 'Software', now });
    const updated = await upsertAccount(tx, {
      domain: 'acme.example',
      crm: { provider: 'hubspot', hasOpenDeal: true },
      now,
    });
    expect(updated).toMatchObject({
      domain: 'acme.example',
      name: 'Acme',
      industry: 'Software',
      crm: { provider: 'hubspot', hasOpenDeal: true },
    });
    const cleared = await upsertAccount(tx, { domain: 'acme.example', industry: null, now });
    expect(cleared).toMatchObject({ name: 'Acme', industry: null });
  });
  const visitor = await seedVisitor(h.db, ws.id, { email: 'a@acme.example' });
  await h.db.tenantTx(ws.id, (tx) => setVisitorAccount(tx, visitor, 'ACME.example'));
  const linked = await h.db.tenantTx(ws.id, (tx) =>
    tx.query<{ account_domain: string }>('SELECT account_domain FROM visitors WHERE id = $1', [visitor]),
  );
  expect(linked.rows[0]!.account_domain).toBe('acme.example');
  expect(await h.db.tenantTx(ws.sandboxId, (tx) => findAccount(tx, 'acme.example'))).toBeNull();
  await expect(h.db.tenantTx(ws.id, (tx) => setVisitorAccount(tx, visitor, 'unknown.example'))).rejects.toThrow();
});
