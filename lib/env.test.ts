import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { EnvError, getEnv, resolveSessionSecret } from "./env";

describe("environment", () => {
  const dirs: string[] = [];
  const tempDataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "simpul-env-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("defaults to the embedded database and treats empty strings as unset", () => {
    const env = getEnv({ DATABASE_URL: "", DATA_DIR: "", SESSION_SECRET: "" });
    expect(env.embedded).toBe(true);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.dataDir).toBe(path.resolve("./data"));
    expect(env.EMBEDDED_DB_PORT).toBe(54329);
    expect(env.SEED_DEMO_DATA).toBe(true);
  });

  it("lists every invalid variable in one clear error", () => {
    expect(() =>
      getEnv({ DATABASE_URL: "mysql://x/y", EMBEDDED_DB_PORT: "80", SEED_DEMO_DATA: "maybe" }),
    ).toThrow(/DATABASE_URL must be a postgresql:\/\/ URL[\s\S]*EMBEDDED_DB_PORT[\s\S]*SEED_DEMO_DATA/);
  });

  it("stops a production server that has no SESSION_SECRET or a short one", () => {
    const production = {
      NODE_ENV: "production",
      DATABASE_URL: "postgresql://db/simpul",
      DATA_DIR: tempDataDir(),
    };
    expect(() => resolveSessionSecret(getEnv(production))).toThrow(EnvError);
    expect(() => resolveSessionSecret(getEnv(production))).toThrow(
      /SESSION_SECRET is required in production/,
    );
    expect(() => resolveSessionSecret(getEnv({ ...production, SESSION_SECRET: "kurang-panjang" }))).toThrow(
      /SESSION_SECRET is too short \(14 characters\)/,
    );
    const secret = "x".repeat(40);
    expect(resolveSessionSecret(getEnv({ ...production, SESSION_SECRET: secret }))).toBe(secret);
  });

  it("generates a development secret once and keeps it in DATA_DIR", () => {
    const dataDir = tempDataDir();
    const env = getEnv({ NODE_ENV: "development", DATA_DIR: dataDir });
    const first = resolveSessionSecret(env);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, "session-secret"), "utf8").trim()).toBe(first);
    expect(resolveSessionSecret(env)).toBe(first);
  });

  it("lets the embedded single-machine install run in production mode with a kept secret", () => {
    const dataDir = tempDataDir();
    const secret = resolveSessionSecret(getEnv({ NODE_ENV: "production", DATA_DIR: dataDir }));
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(existsSync(path.join(dataDir, "session-secret"))).toBe(true);
  });
});
