import type { Db } from "../../db/client";
import { causeOf } from "../../errors";
import { logger } from "../../log/logger";
import { renderMissing } from "./render-stored";
import { RENDER_BATCH } from "./stored-renderings";

// npm start's renderer (scripts/serve.ts): stores the renderings that are missing or out of
// date (stored-renderings.ts) in the background, at start (after an upgrade or a deploy with new
// renderers, every record) and whenever the catalogue version moved (an import in another
// process, a changed organisation, a harvest). Until then reads render live. Any number of
// instances may run one: a rendering stored twice is the same text. While a harvest run goes
// on it renders a little each pass and leaves the CPU to the run. No "server-only": it runs
// outside Next.
//
// Only the pass at start checks every record's keys (1.2 s of PostgreSQL at 10,000 records with
// nothing to render, and ten times that at 100,000); a pass after a change checks the records
// written since the last complete pass began (changedSinceSql), so that a catalogue edited every
// few seconds does not keep the database scanning.

export interface RenderingWorker {
  stop(): Promise<void>;
}

/** Records a pass renders while `busy` says work comes first (whole batches, at least one). */
const RECORDS_WHILE_BUSY = 50;

/**
 * How far before the last complete pass began a pass after a change looks: a write whose
 * transaction was still open then, or whose "updatedAt" came from another instance's clock a
 * little behind, is still checked.
 */
const CHANGED_SINCE_OVERLAP_MS = 60_000;

export function startRenderingWorker(
  getDatabase: () => Promise<Db>,
  readVersion: () => Promise<bigint>,
  {
    intervalMs = 5_000,
    busy = async () => false,
    batch = RENDER_BATCH,
  }: {
    intervalMs?: number;
    /**
     * Whether work that writes many records is going on (a harvest run): a pass then renders
     * one batch and leaves the rest to the next passes, so that the run keeps the CPU; reads
     * render what is still missing live meanwhile.
     */
    busy?: () => Promise<boolean>;
    /** Records a batch renders and stores in one statement (RenderPass). */
    batch?: number;
  } = {},
): RenderingWorker {
  let stopping = false; // stop() was called
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> = Promise.resolve();
  let renderedAt: bigint | null = null;
  /** When the last complete pass began (null: none yet, the next pass checks every record). */
  let completePassBegan: Date | null = null;
  let lastProblem = "";

  async function run(): Promise<void> {
    try {
      const version = await readVersion();
      if (version === renderedAt) return;
      const began = new Date();
      const changedSince =
        completePassBegan && new Date(completePassBegan.getTime() - CHANGED_SINCE_OVERLAP_MS);
      const db = await getDatabase();
      const yielding = await busy();
      let batches = 0;
      let cut = false;
      let reported = 0;
      const rendered = await renderMissing(db, {
        onProgress: (count) => {
          if (count - reported < 1_000) return;
          reported = count;
          logger().info(
            { rendered: count },
            "storing the renderings (CSW, OGC API, DCAT) of records that have none",
          );
        },
        stopped: () => {
          if (stopping) return true;
          cut ||= yielding && batches++ * batch >= RECORDS_WHILE_BUSY;
          return cut;
        },
        changedSince,
        batch,
      });
      if (stopping || cut) return; // the next start, or the next pass, goes on from there
      if (rendered > 0)
        logger().info({ rendered }, "stored the renderings (CSW, OGC API, DCAT) of records that had none");
      renderedAt = version;
      completePassBegan = began;
      lastProblem = "";
    } catch (error) {
      const problem = causeOf(error);
      if (problem !== lastProblem)
        logger().warn({ problem }, "the renderer could not run; reads render live");
      lastProblem = problem;
    }
  }

  const schedule = (delay: number) => {
    if (stopping) return;
    timer = setTimeout(() => {
      pass = run().finally(() => schedule(intervalMs));
    }, delay);
    timer.unref();
  };
  schedule(0);

  return {
    /** Waits for the batch being rendered (at most a second), not for the rest. */
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await Promise.race([pass, new Promise((resolve) => setTimeout(resolve, 1_000).unref())]);
    },
  };
}
