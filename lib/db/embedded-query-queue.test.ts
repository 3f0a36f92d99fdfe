import type { PGlite } from "@electric-sql/pglite";
import { describe, expect, it } from "vitest";
import { ProtocolBatchQueue } from "./embedded-query-queue";

// The order the queue hands messages to PGlite, against a stand-in session that records it.

/** A message of a type; "Q+" and "Q-" are simple queries that begin and commit a transaction. */
const message = (type: string) =>
  new Uint8Array([type.charCodeAt(0), type[1] === "+" ? 1 : type[1] === "-" ? 2 : 0, 0, 0, 4]);

function fakeSession({ failOn }: { failOn?: string } = {}) {
  const executed: string[] = [];
  let inTransaction = false;
  const db = {
    runExclusive: <T>(work: () => Promise<T>) => work(),
    execProtocolRawStream: async (bytes: Uint8Array) => {
      await new Promise((resolve) => setImmediate(resolve)); // yield, as flushing to disk does
      const type = String.fromCharCode(bytes[0] ?? 0);
      executed.push(type);
      if (bytes[1] === 1) inTransaction = true;
      if (bytes[1] === 2) inTransaction = false;
      if (type === failOn) throw new Error("boom");
    },
    execProtocolRaw: async (bytes: Uint8Array) => {
      executed.push(`${String.fromCharCode(bytes[0] ?? 0)}(cleanup)`);
      return new Uint8Array();
    },
    isInTransaction: () => inTransaction,
    exec: async (sql: string) => {
      executed.push(sql);
      inTransaction = false;
    },
  };
  return {
    db: db as unknown as PGlite,
    executed,
    setInTransaction: (value: boolean) => (inTransaction = value),
  };
}

/** Each connection sends its messages one after another, as pglite-socket's handler does. */
const connection = (queue: ProtocolBatchQueue, id: number, types: string[], log: string[]) =>
  (async () => {
    for (const type of types) {
      await queue.enqueue(id, message(type), () => {}).catch(() => {});
      log.push(`${id}${type}`);
    }
  })();

describe("ProtocolBatchQueue", () => {
  it("runs one connection's Parse..Sync batch whole before another's", async () => {
    const { db, executed } = fakeSession();
    const queue = new ProtocolBatchQueue(db);
    const log: string[] = [];
    await Promise.all([
      connection(queue, 1, ["P", "B", "D", "E", "S"], log),
      connection(queue, 2, ["P", "B", "D", "E", "S"], log),
      connection(queue, 3, ["Q"], log),
    ]);
    const first = log.findIndex((entry) => entry.endsWith("S"));
    const owner = log[0]?.[0];
    expect(log.slice(0, first + 1).every((entry) => entry[0] === owner)).toBe(true);
    expect(executed).toHaveLength(11);
  });

  it("keeps a transaction's connection in front, and goes on after a failed message", async () => {
    const { db } = fakeSession({ failOn: "E" });
    const queue = new ProtocolBatchQueue(db);
    const log: string[] = [];
    await Promise.all([
      connection(queue, 1, ["Q+", "Q", "Q-"], log),
      connection(queue, 2, ["P", "E", "S"], log),
    ]);
    expect(log).toEqual(["1Q+", "1Q", "1Q-", "2P", "2E", "2S"]);
  });

  it("ends a batch a vanished connection left open, so the others are not stuck", async () => {
    const { db, executed } = fakeSession();
    const queue = new ProtocolBatchQueue(db);
    await queue.enqueue(1, message("P"), () => {}); // connection 1 then disappears before its Sync
    const waiting = queue.enqueue(2, message("Q"), () => {});
    await queue.clearTransactionIfNeeded(1);
    await waiting;
    expect(executed).toEqual(["P", "S(cleanup)", "Q"]);
  });
});
