import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Ajv, type ValidateFunction } from "ajv";
import Ajv04 from "ajv-draft-04";
import addFormats from "ajv-formats";
import { load as loadYaml } from "js-yaml";
import { SHARED_DIR } from "./shared-files";

// The official OGC API – Records 1.0.0 and Features 1.0 JSON schemas (OpenAPI 3.0 schema objects
// in YAML), offline in the shared folder, compiled with ajv. Their `$ref`s to
// https://schemas.opengis.net/ogcapi/features/part1/1.0/openapi/… are resolved to the shared
// folder's copy of those files, as its README says; relative `$ref`s resolve against each file.

const RECORDS_DIR = path.join(SHARED_DIR, "schemas/ogcapi-records-1.0.0/core/openapi");
const FEATURES_DIR = path.join(SHARED_DIR, "schemas/ogcapi-features-1.0/core/openapi");
const FEATURES_URL = "https://schemas.opengis.net/ogcapi/features/part1/1.0/openapi/";

/** Why the schemas cannot be used here, or null when they can. */
export const ogcApiSchemasUnavailable: string | null =
  existsSync(RECORDS_DIR) && existsSync(FEATURES_DIR)
    ? null
    : `skipped: the OGC API schemas are not in ${path.join(SHARED_DIR, "schemas")} (set SIMPUL_SHARED_DIR to the shared folder)`;

/** Rewrites the Features URLs in `$ref`s to the shared folder's files (and mends one typo, below). */
function localRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(localRefs);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === "$ref" && typeof inner === "string" && inner.startsWith(FEATURES_URL)
        ? pathToFileURL(path.join(FEATURES_DIR, inner.slice(FEATURES_URL.length))).href
        : // The Features files write `type: null` and `type: [object, null]` (YAML's null) where
          // they mean the JSON type "null".
          key === "type" && (inner === null || Array.isArray(inner))
          ? Array.isArray(inner)
            ? inner.map((type) => type ?? "null")
            : "null"
          : localRefs(inner),
    ]),
  );
}

let ajv: Ajv | undefined;

function schemas(): Ajv {
  if (ajv) return ajv;
  // OpenAPI 3.0 schema objects: `nullable` is ajv's own keyword; `example` and the like are not
  // validation keywords, so strict mode is off.
  ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  // schema.yaml is the OpenAPI 3.0 document's own schema, in draft-04 (openApiValidator).
  for (const dir of [path.join(RECORDS_DIR, "schemas"), path.join(FEATURES_DIR, "schemas")])
    for (const name of readdirSync(dir).filter((file) => file.endsWith(".yaml") && file !== "schema.yaml")) {
      const file = path.join(dir, name);
      const schema = localRefs(loadYaml(readFileSync(file, "utf8"))) as Record<string, unknown>;
      ajv.addSchema({ ...schema, $id: pathToFileURL(file).href });
    }
  return ajv;
}

const compiled = new Map<string, ValidateFunction>();

/**
 * The validator of a schema file: "records:recordGeoJSON.yaml", "features:confClasses.yaml", or
 * a schema object of one's own whose `$ref`s name such files (as "records:…", "features:…").
 */
export function validatorOf(name: string): ValidateFunction {
  let validate = compiled.get(name);
  if (!validate) {
    const [kind, file] = name.split(":") as ["records" | "features", string];
    const dir = kind === "records" ? RECORDS_DIR : FEATURES_DIR;
    validate = schemas().getSchema(pathToFileURL(path.join(dir, "schemas", file)).href);
    if (!validate) throw new Error(`no schema ${name}`);
    compiled.set(name, validate);
  }
  return validate;
}

/** The items page schema (Records.yaml's response): a feature collection of record features. */
export function itemsValidator(): ValidateFunction {
  const existing = compiled.get("items");
  if (existing) return existing;
  const ref = (dir: string, file: string) => ({ $ref: pathToFileURL(path.join(dir, "schemas", file)).href });
  const validate = schemas().compile({
    allOf: [
      ref(FEATURES_DIR, "featureCollectionGeoJSON.yaml"),
      {
        type: "object",
        properties: {
          features: { type: "array", items: ref(RECORDS_DIR, "recordGeoJSON.yaml") },
          linkTemplates: { type: "array", items: ref(RECORDS_DIR, "linkTemplate.yaml") },
        },
      },
    ],
  });
  compiled.set("items", validate);
  return validate;
}

/** The validator of OpenAPI 3.0 documents (the schema the Records building blocks ship, draft-04). */
export function openApiValidator(): ValidateFunction {
  const existing = compiled.get("openapi");
  if (existing) return existing;
  const draft04 = new Ajv04({ strict: false, allErrors: true });
  addFormats(draft04 as unknown as Ajv);
  const validate = draft04.compile(
    loadYaml(readFileSync(path.join(RECORDS_DIR, "schemas/schema.yaml"), "utf8")) as Record<string, unknown>,
  );
  compiled.set("openapi", validate);
  return validate;
}

/** The errors of the last validation, readable in a failed expectation. */
export const errorsOf = (validate: ValidateFunction) =>
  (validate.errors ?? []).map(
    (error) => `${error.instancePath} ${error.message} ${JSON.stringify(error.params)}`,
  );
