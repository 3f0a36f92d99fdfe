// npm run build: `next build`, then the stamp of the code it was built from (scripts/build-stamp.ts).
// Arguments go to next build.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { codeHash, writeBuildStamp } from "./build-stamp";

const hash = codeHash(); // before building: an edit made during the build makes the next start rebuild
const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
const build = spawnSync(process.execPath, [nextBin, "build", ...process.argv.slice(2)], { stdio: "inherit" });
if (build.status === 0) writeBuildStamp(hash);
process.exit(build.status ?? 1);
