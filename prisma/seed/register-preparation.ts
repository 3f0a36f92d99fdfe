import { setEmbeddedPreparation } from "../../lib/db/embedded-preparation";

// Imported by the entry points (instrumentation.ts, scripts/load-settings.ts): an embedded
// database opened in their process is migrated and given its reference data (and the demo
// records when SEED_DEMO_DATA) as `npm start` does. The seed loads only when one is opened.
setEmbeddedPreparation(async (db, options) => {
  const { prepareData } = await import("./seed-database");
  return prepareData(db, options);
});
