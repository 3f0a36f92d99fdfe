import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GET, POST } from "@/app/csw/route";
import { useSeededApiDatabase } from "@/test/support/seeded-api";
import { schemaValidationUnavailable, validateDocuments } from "@/test/support/shared-files";
import { testEngine } from "@/test/support/test-database";

// Golden request/response pairs, pycsw-style: each file in golden/requests is a POST body
// (.xml) or a GET query string (.kvp); the expected answer is golden/expected/<name>.xml with
// timestamps normalised. The seed is deterministic, so the answers are the same on PGlite and
// PostgreSQL. After a deliberate change: `npx vitest run test/csw/golden.db.test.ts -u`, then
// read the diff.

const dir = path.join(import.meta.dirname, "golden");
const requests = readdirSync(path.join(dir, "requests")).sort();

const normalise = (xml: string) =>
  xml.replace(/(timestamp|timeStamp)="[^"]+"/g, '$1="TIMESTAMP"').replace(/>\s*</g, ">\n<");

async function answer(file: string): Promise<{ status: number; xml: string }> {
  const content = readFileSync(path.join(dir, "requests", file), "utf8");
  const response = file.endsWith(".kvp")
    ? await GET(new Request(`http://localhost/csw?${content.trim()}`))
    : await POST(
        new Request("http://localhost/csw", {
          method: "POST",
          headers: { "Content-Type": "application/xml" },
          body: content,
        }),
      );
  return { status: response.status, xml: await response.text() };
}

describe(`CSW golden requests on ${testEngine}`, () => {
  useSeededApiDatabase();
  const answers = new Map<string, string>();

  it.each(requests)("%s", async (file) => {
    const { status, xml } = await answer(file);
    expect(status).toBe(file.includes("exception") ? 400 : 200);
    answers.set(file, xml);
    await expect(`${normalise(xml)}\n`).toMatchFileSnapshot(
      path.join(dir, "expected", file.replace(/\.(kvp|xml)$/, ".xml")),
    );
  });

  it.skipIf(schemaValidationUnavailable)(
    `every golden answer validates as CSW ${schemaValidationUnavailable ?? ""}`,
    () => {
      expect(answers.size).toBe(requests.length);
      expect(
        validateDocuments(
          "csw",
          [...answers].map(([name, xml]) => ({ name, xml })),
        ),
      ).toEqual([]);
    },
  );
});
