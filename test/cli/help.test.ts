import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

// Every `npm run` command that takes arguments: --help prints its usage and examples (exit 0);
// an option it does not know, or a missing argument, gives one line and the usage (exit 2);
// neither reaches the database nor prints a stack trace.

const ROOT = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

async function npmRun(script: string, args: string[]) {
  try {
    const { stdout, stderr } = await run("npm", ["run", "--silent", script, "--", ...args], {
      cwd: ROOT,
      // An unreachable database: a command that touched it would fail differently.
      env: { ...process.env, DATABASE_URL: "postgresql://nobody@127.0.0.1:9/none", DATA_DIR: "/nonexistent" },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const COMMANDS: [script: string, missingArgument: string[] | null][] = [
  ["import", []],
  ["export", []],
  ["xslt", []],
  ["pki", ["import-ca"]],
  ["db:seed", ["--records", "many"]],
  ["db:generate", []],
  ["db:migrate", ["extra"]],
  ["db:migration", ["create", "Bad Name"]],
  ["bench", ["--records", "5"]],
];

describe("command-line help and usage errors", () => {
  it.concurrent.each(COMMANDS)("npm run %s", { timeout: 120_000 }, async (script, missing) => {
    const help = await npmRun(script, ["--help"]);
    expect(help.code, help.stderr).toBe(0);
    expect(help.stdout).toMatch(new RegExp(`^Usage: npm run ${script}`));
    expect(help.stdout).toMatch(/\nExamples?:\n {2}npm run /);

    for (const args of [["--no-such-option"], ...(missing ? [missing] : [])]) {
      const refused = await npmRun(script, args);
      expect(refused.code, `${script} ${args.join(" ")}: ${refused.stdout}${refused.stderr}`).toBe(2);
      expect(refused.stderr).toContain(`Usage: npm run ${script}`);
      expect(refused.stderr).not.toMatch(/\n\s+at [\w.<>/]|node_modules/);
    }
  });
});

describe("npm run harvest", () => {
  it("refuses a constraint the protocol does not read, before asking the remote", {
    timeout: 120_000,
  }, async () => {
    // Dropped silently, it would harvest (and with --status PUBLISHED publish) the whole remote.
    const csw = await npmRun("harvest", [
      "http://192.0.2.1/csw",
      "--protokol",
      "csw",
      "--q",
      "hutan",
      "--status",
      "PUBLISHED",
    ]);
    expect(csw.code, csw.stderr).toBe(2);
    expect(csw.stderr).toContain("--q: tidak dipakai oleh protokol CSW");
    expect(csw.stderr).toContain("not read by the CSW protocol");
    const oai = await npmRun("harvest", [
      "http://192.0.2.1/oai",
      "--protokol",
      "oai-pmh",
      "--bbox",
      "95,-11,141,6",
      "--filter",
      "x",
    ]);
    expect(oai.code, oai.stderr).toBe(2);
    expect(oai.stderr).toMatch(/--filter: .*OAI_PMH[\s\S]*--bbox: .*OAI_PMH/);
    expect(oai.stderr).not.toMatch(/\n\s+at [\w.<>/]|node_modules/);
  });
});
