import "server-only";
import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { AppError } from "../errors";

// Runs an XSLT 1.0 stylesheet with Debian's xsltproc (libxslt): correct and about ten times
// faster than the JavaScript processors. It runs with --nonet --nowrite --nomkdir, in an
// empty working directory, on our own DOCTYPE-free document, with a time and output limit;
// check-stylesheet.ts has already refused anything that could read a file.

export const XSLT_TIMEOUT_MS = 5_000;
const MAX_OUTPUT_BYTES = 20 * 1024 * 1024;

function unavailable(): AppError {
  return new AppError(
    "SERVICE_UNAVAILABLE",
    "Pemroses XSLT (xsltproc) tidak terpasang / XSLT processor not installed",
    {
      reason: "XSLT_PROCESSOR_MISSING",
    },
  );
}

/** Transforms the document; VALIDATION_FAILED when the stylesheet fails on it or runs too long. */
export async function runXslt(
  stylesheet: string,
  document: string,
  timeoutMs = XSLT_TIMEOUT_MS,
): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "simpul-xslt-"));
  try {
    const stylesheetPath = path.join(dir, "stylesheet.xsl");
    await writeFile(stylesheetPath, stylesheet);
    return await new Promise<string>((resolve, reject) => {
      const child = spawn("xsltproc", ["--nonet", "--nowrite", "--nomkdir", stylesheetPath, "-"], {
        cwd: dir,
        // No inherited environment (no proxies, no XML catalogs); xsltproc is looked up in /usr/bin:/bin.
        env: {} as NodeJS.ProcessEnv,
      });
      const out: Buffer[] = [];
      let outBytes = 0;
      let errText = "";
      let failure: AppError | null = null;
      const timer = setTimeout(() => {
        failure = new AppError(
          "VALIDATION_FAILED",
          `Transformasi XSLT berjalan lebih dari ${timeoutMs} ms / the XSLT transformation ran longer than ${timeoutMs} ms`,
          {
            reason: "XSLT_TIMEOUT",
          },
        );
        child.kill("SIGKILL");
      }, timeoutMs);
      child.stdout.on("data", (chunk: Buffer) => {
        outBytes += chunk.length;
        if (outBytes > MAX_OUTPUT_BYTES && !failure) {
          failure = new AppError(
            "VALIDATION_FAILED",
            "Keluaran XSLT lebih besar dari 20 MB / the XSLT output is larger than 20 MB",
            {
              reason: "XSLT_OUTPUT_TOO_LARGE",
            },
          );
          child.kill("SIGKILL");
        } else out.push(chunk);
      });
      child.stderr.on("data", (chunk: Buffer) => {
        if (errText.length < 4000) errText += chunk.toString("utf8");
      });
      child.on("error", (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        reject(error.code === "ENOENT" ? unavailable() : error);
      });
      child.on("close", (code) => {
        clearTimeout(timer);
        if (failure) return reject(failure);
        if (code !== 0) {
          return reject(
            new AppError(
              "VALIDATION_FAILED",
              `Transformasi XSLT gagal / the XSLT transformation failed: ${errText.trim().split("\n").slice(0, 3).join(" ")}`,
              {
                reason: "XSLT_FAILED",
                exitCode: code,
              },
            ),
          );
        }
        resolve(Buffer.concat(out).toString("utf8"));
      });
      child.stdin.on("error", () => {}); // the process may exit before reading everything
      child.stdin.end(document);
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
