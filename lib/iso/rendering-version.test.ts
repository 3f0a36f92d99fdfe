import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { renderingVersionIn } from "./rendering-version";

// The renderers' version keys every stored rendering: it must move with the rendering code and
// the XML libraries, and only with them.

/** Writes files (folders made as needed) under an installation's root. */
const writerIn = (root: string) => (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

describe("renderingVersionIn", () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  function installation(): string {
    const root = mkdtempSync(path.join(tmpdir(), "simpul-renderers-"));
    roots.push(root);
    const write = writerIn(root);
    write("lib/iso/encoders/gmd.ts", "export const a = 1;");
    write("lib/xml/builder.ts", "export const b = 2;");
    write("node_modules/xmlbuilder2/package.json", '{"version":"4.0.3"}');
    write(".next/BUILD_ID", "build-one");
    return root;
  }

  it("moves with the rendering code and the XML libraries, not with tests or other code", () => {
    const root = installation();
    const first = renderingVersionIn(root);
    expect(first).toMatch(/^[0-9a-f]{12}$/);
    expect(renderingVersionIn(root)).toBe(first);
    writeFileSync(path.join(root, "lib/iso/encoders/gmd.test.ts"), "test");
    mkdirSync(path.join(root, "lib/auth"), { recursive: true });
    writeFileSync(path.join(root, "lib/auth/session.ts"), "other code");
    expect(renderingVersionIn(root)).toBe(first);
    writeFileSync(path.join(root, "lib/iso/encoders/gmd.ts"), "export const a = 3;");
    const edited = renderingVersionIn(root);
    expect(edited).not.toBe(first);
    writeFileSync(path.join(root, "node_modules/xmlbuilder2/package.json"), '{"version":"4.0.4"}');
    expect(renderingVersionIn(root)).not.toBe(edited);
  });

  it("keeps the protocols' renderings apart: their code moves their version, not CSW's", () => {
    const root = installation();
    const write = writerIn(root);
    write("lib/ogcapi/record-feature.ts", "export const c = 1;");
    write("lib/dcat/record-graph.ts", "export const d = 1;");
    write("lib/catalogue/public/load-published-record-details.ts", "export const e = 1;");
    write("lib/catalogue/records/record-detail.ts", "export const f = 1;");
    write("lib/quality/quality-status.ts", "export const g = 1;");
    write("node_modules/n3/package.json", '{"version":"2.0.0"}');
    const xml = renderingVersionIn(root, "xml");
    const protocols = renderingVersionIn(root, "protocols");
    expect(protocols).not.toBe(xml);
    write("lib/dcat/record-graph.ts", "export const d = 2;");
    expect(renderingVersionIn(root, "xml")).toBe(xml);
    const edited = renderingVersionIn(root, "protocols");
    expect(edited).not.toBe(protocols);
    write("lib/catalogue/records/record-detail.ts", "export const f = 2;");
    expect(renderingVersionIn(root, "protocols")).not.toBe(edited);
    write("lib/iso/encoders/gmd.ts", "export const a = 4;");
    expect(renderingVersionIn(root, "xml")).not.toBe(xml);
  });

  it("is the build's id where the sources are not installed", () => {
    const root = installation();
    rmSync(path.join(root, "lib"), { recursive: true });
    expect(renderingVersionIn(root)).toBe("build-build-one");
  });
});
