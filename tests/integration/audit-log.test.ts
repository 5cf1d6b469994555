/**
 * The audit log (issue 38, erp/audit/audit.ts): an entry is written in the transaction of its
 * write (a rolled-back write leaves none), secrets never reach it, and the log pages newest first
 * by id with the contract's filters.
 */
import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogPage, cliActor, recordAudit, type OfficeActor } from "../../erp/audit/audit.ts";
import { connect, type Database } from "../../erp/db/client.ts";
import { fileDatabaseUrl } from "./file-database.ts";

let opened: ReturnType<typeof connect>;
let db: Database;
beforeAll(async () => {
  opened = connect(await fileDatabaseUrl());
  db = opened.db;
});
afterAll(() => opened.pool.end());

const run = crypto.randomBytes(4).toString("hex");
const entity = `test-${run}`;
const actor: OfficeActor = { kind: "system", name: `audit-test-${run}`, staffId: null };
const query = { entity, entityid: "", actor: "", limit: 50 };

describe("audit log", () => {
  it("names a command line by its command and the system user", () => {
    const cli = cliActor("staff");
    expect(cli.kind).toBe("cli");
    expect(cli.name).toMatch(/^staff \(.+\)$/);
    expect(cli.staffId).toBeNull();
  });

  it("records in the write's transaction: a rolled-back write leaves no entry", async () => {
    await db
      .transaction(async (tx) => {
        await recordAudit(tx, actor, { entity, entityId: "gone", action: "x", before: null, after: { a: 1 } });
        throw new Error("rollback");
      })
      .catch(() => {});
    await db.transaction((tx) =>
      recordAudit(tx, actor, { entity, entityId: "kept", action: "x", before: { a: 1 }, after: { a: 2 } }),
    );
    const { entries } = await auditLogPage(db, query);
    expect(entries.map((e) => e.entityid)).toEqual(["kept"]);
    expect(entries[0]).toMatchObject({
      actor: { kind: "system", name: actor.name },
      entity,
      action: "x",
      before: { a: 1 },
      after: { a: 2 },
    });
  });

  it("never stores a secret field handed in", async () => {
    await recordAudit(db, actor, {
      entity,
      entityId: "secret",
      action: "enrol",
      before: null,
      after: { status: "active", passwordHash: "scrypt$x", totpSecret: "JBSW", token: "t", recoverycodes: ["a"] },
    });
    const { entries } = await auditLogPage(db, { ...query, entityid: "secret" });
    expect(entries[0]!.after).toEqual({ status: "active" });
    const { rows } = await db.execute<{ after: string }>(
      sql`SELECT after::text AS after FROM audit_log WHERE entity = ${entity} AND entity_id = 'secret'`,
    );
    expect(rows[0]!.after).not.toMatch(/scrypt|JBSW/);
  });

  it("pages newest first by id, and filters by entity, key, actor and day", async () => {
    for (let i = 0; i < 5; i++) {
      await recordAudit(db, actor, { entity, entityId: `p${i}`, action: "page", before: null, after: { i } });
    }
    const first = await auditLogPage(db, { ...query, limit: 3 });
    expect(first.entries.map((e) => e.entityid)).toEqual(["p4", "p3", "p2"]);
    expect(first.next).toBe(first.entries[2]!.id);
    const second = await auditLogPage(db, { ...query, limit: 3, before: first.next! });
    expect(second.entries.map((e) => e.entityid)).toEqual(["p1", "p0", "secret"]);
    const last = await auditLogPage(db, { ...query, limit: 10, before: second.next! });
    expect(last.entries.map((e) => e.entityid)).toEqual(["kept"]);
    expect(last.next).toBeNull();

    // Newest first by the number, not its text (1000000000 after 999999999).
    const many = `${entity}-many`;
    for (const id of [999_999_999, 1_000_000_000]) {
      await db.execute(sql`INSERT INTO audit_log (id, actor_kind, actor, entity, entity_id, action)
        VALUES (${id}, 'system', ${actor.name}, ${many}, ${String(id)}, 'many')`);
    }
    const ids = (await auditLogPage(db, { ...query, entity: many })).entries.map((e) => e.id);
    expect(ids).toEqual(["1000000000", "999999999"]);

    expect((await auditLogPage(db, { ...query, entityid: "p2" })).entries).toHaveLength(1);
    const cli = cliActor(`cmd-${run}`);
    await recordAudit(db, cli, { entity, entityId: "c", action: "cli", before: null, after: null });
    // A command's name finds its entries whoever ran it; the full recorded name too.
    expect((await auditLogPage(db, { ...query, actor: `cmd-${run}` })).entries.map((e) => e.entityid)).toEqual(["c"]);
    expect((await auditLogPage(db, { ...query, actor: cli.name })).entries).toHaveLength(1);
    expect((await auditLogPage(db, { ...query, actor: `cmd-${run}x` })).entries).toHaveLength(0);

    const today = new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Warsaw" });
    const all = (await auditLogPage(db, { ...query, limit: 200 })).entries.length;
    expect((await auditLogPage(db, { ...query, limit: 200, from: today, to: today })).entries).toHaveLength(all);
    expect((await auditLogPage(db, { ...query, from: "2000-01-01", to: "2000-01-02" })).entries).toHaveLength(0);
  });
});
