import type { PGlite } from "@electric-sql/pglite";

// The order in which the embedded database's socket server hands protocol messages from its
// connections to PGlite's single session.
//
// pglite-socket (0.2.17) queues every message on its own and only keeps one connection's
// messages together inside a transaction. node-postgres sends each parameterised query as
// Parse, Bind, Describe, Execute, Sync; two pool connections querying at once had their
// messages interleaved on the one session, so one query bound the other's unnamed statement
// ("portal "" does not exist", a wrong row shape, or another query's rows). This queue keeps a
// connection's messages together up to its Sync (and through a transaction), and keeps going
// after a failed message, where the library's queue stopped for good.

const SYNC = 0x53; // 'S'
/** Extended-query and COPY messages after which the same connection's next message must follow. */
const CONTINUES_BATCH = new Set([0x50, 0x42, 0x44, 0x45, 0x43, 0x48, 0x64]); // P B D E C H d
const SYNC_MESSAGE = new Uint8Array([SYNC, 0, 0, 0, 4]);

interface Job {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
}

export class ProtocolBatchQueue {
  private readonly jobs: Job[] = [];
  private processing = false;
  /** The connection whose batch (up to Sync) or transaction is under way; null when none is. */
  private owner: number | null = null;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.jobs.push({ handlerId, message, onData, resolve, reject });
      void this.process();
    });
  }

  getQueueLength(): number {
    return this.jobs.length;
  }

  /** A connection went away: drop its waiting messages. */
  clearQueueForHandler(handlerId: number): void {
    for (let i = this.jobs.length - 1; i >= 0; i--) {
      const job = this.jobs[i];
      if (job?.handlerId !== handlerId) continue;
      this.jobs.splice(i, 1);
      job.reject(new Error("Handler disconnected"));
    }
  }

  /** ...and end what it left open (a batch without Sync, a transaction), so others can go on. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    await this.db.runExclusive(() => this.db.execProtocolRaw(SYNC_MESSAGE));
    // exec takes PGlite's query lock itself: outside runExclusive.
    if (this.db.isInTransaction()) await this.db.exec("ROLLBACK");
    this.owner = null;
    await this.process();
  }

  private next(): Job | undefined {
    if (this.owner === null) return this.jobs.shift();
    const index = this.jobs.findIndex((job) => job.handlerId === this.owner);
    return index === -1 ? undefined : this.jobs.splice(index, 1)[0];
  }

  private async process(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      for (let job = this.next(); job; job = this.next()) {
        const current = job;
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(current.message, {
              onRawData: (data) => {
                bytes += data.length;
                current.onData(data);
              },
            }),
          );
        } catch (error) {
          current.reject(error);
          continue;
        }
        const continues = CONTINUES_BATCH.has(current.message[0] ?? 0) || this.db.isInTransaction();
        this.owner = continues ? current.handlerId : null;
        current.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  }
}
