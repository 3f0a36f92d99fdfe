import { config } from "zod";

// Runs in the browser before the app's own code (Next's instrumentation-client). zod 4 probes
// `new Function` once to decide whether to compile its parsers; under the pages' CSP (no
// 'unsafe-eval') that probe is blocked, caught by zod, and still reported as a violation.
// The browser's schemas are small forms: parse them without compiling, and without the probe.
config({ jitless: true });
