import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { Actor } from "../../auth/actor";
import { AppError, type AppErrorCode } from "../../errors";
import { workerExecArgv } from "../../worker-exec-argv";
import type { ImportOptions } from "./import-record";
import type { PreparedDocument } from "./prepare-document";

// Documents read and decoded in worker threads, for a bulk import (npm run import): decoding is
// most of an import's own CPU (parsing, the record's fields, its search columns), and on a
// machine with cores to spare the threads do it while the main thread writes the batch before.
// The workers load the TypeScript sources as the command does (tsx's loader and the
// react-server condition: worker-exec-argv.ts).

export interface PrepareRequest {
  id: number;
  actor: Actor;
  document: Uint8Array;
  options: ImportOptions;
}

export type PrepareResponse =
  | { id: number; prepared: PreparedDocument }
  | { id: number; refused: { code: AppErrorCode; message: string; details: Record<string, unknown> } }
  | { id: number; failed: string };

export interface DocumentPreparer {
  prepare(actor: Actor, document: Uint8Array, options: ImportOptions): Promise<PreparedDocument>;
  close(): Promise<void>;
}

/**
 * The threads a bulk import decodes in by default: the cores beyond two, at most four. One core
 * writes (the main thread), one is the database's: on two cores, threads only take CPU from
 * both (10,000 generated files on two cores: 414-450 files a second decoded in the main thread,
 * 328-406 with one thread, 380 with two, 332 with four).
 */
export const defaultPreparerThreads = () => Math.min(4, Math.max(0, availableParallelism() - 2));

/** A pool of `threads` workers, each preparing one document at a time. */
export function preparerInWorkers(threads: number): DocumentPreparer {
  const pending = new Map<
    number,
    { resolve: (prepared: PreparedDocument) => void; reject: (error: Error) => void }
  >();
  const queue: PrepareRequest[] = [];
  const idle: Worker[] = [];
  let nextId = 0;
  let broken: Error | null = null;
  let closing = false;
  /** A worker that cannot start, fails or stops fails what waits and everything after. */
  const fail = (error: Error) => {
    broken ??= error;
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  const dispatch = () => {
    while (idle.length > 0 && queue.length > 0) (idle.pop() as Worker).postMessage(queue.shift());
  };
  const workers = Array.from({ length: Math.max(1, threads) }, () => {
    const worker = new Worker(new URL("./prepare-worker.ts", import.meta.url), {
      execArgv: workerExecArgv(["--conditions=react-server"]),
    });
    worker.on("message", (response: PrepareResponse) => {
      const waiting = pending.get(response.id);
      pending.delete(response.id);
      idle.push(worker);
      dispatch();
      if (!waiting) return;
      if ("prepared" in response) waiting.resolve(response.prepared);
      else if ("refused" in response)
        waiting.reject(
          new AppError(response.refused.code, response.refused.message, response.refused.details),
        );
      else waiting.reject(new Error(`import worker: ${response.failed}`));
    });
    worker.on("error", fail);
    worker.on("exit", (code) => {
      if (!closing) fail(new Error(`import worker stopped (exit code ${code})`));
    });
    idle.push(worker);
    return worker;
  });
  return {
    prepare(actor, document, options) {
      if (broken) return Promise.reject(broken);
      const id = nextId++;
      return new Promise<PreparedDocument>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        queue.push({ id, actor, document, options });
        dispatch();
      });
    },
    async close() {
      closing = true;
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
