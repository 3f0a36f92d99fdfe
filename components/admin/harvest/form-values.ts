import type { ApiProblem } from "@/components/api/api-problem";
import { fieldMessages } from "@/components/api/api-problem";
import { CONSTRAINTS_READ } from "@/lib/harvest/protocol";

// The harvest source form as strings (what the inputs hold) and the body of POST/PUT
// /api/admin/panen and POST /api/admin/panen/uji made from them. The server validates: a value
// the form cannot read as a number is sent as typed, so the answer names the field.

export const PROTOCOLS = ["CSW", "OGCAPI_RECORDS", "OAI_PMH", "WAF"] as const;
export type Protocol = (typeof PROTOCOLS)[number];
export const POLICIES = ["DRAFT", "QCQE_PROCESS", "PUBLISHED"] as const;
export type Policy = (typeof POLICIES)[number];
export const BBOX_SIDES = ["west", "south", "east", "north"] as const;

export interface HarvestFormValues {
  nama: string;
  protokol: Protocol;
  url: string;
  organisasiId: string;
  kebijakan: Policy;
  intervalMenit: string;
  jamHarian: string;
  filter: string;
  q: string;
  bbox: Record<(typeof BBOX_SIDES)[number], string>;
  setOai: string;
  xslt: string;
  aktif: boolean;
  username: string;
  password: string;
  /** Edit only: send kredensial null. */
  removeCredentials: boolean;
}

/** A stored source as the form's values (the view never holds credentials). */
export interface StoredSource {
  nama: string;
  protokol: Protocol;
  url: string;
  organisasiId: string;
  kebijakan: Policy;
  intervalMenit: number | null;
  jamHarian: string | null;
  filter: string | null;
  q: string | null;
  bbox: number[];
  setOai: string | null;
  xslt: string | null;
  aktif: boolean;
}

export function formValues(source: StoredSource | null, organisasiId: string): HarvestFormValues {
  const [west, south, east, north] = (source?.bbox ?? []).map(String);
  return {
    nama: source?.nama ?? "",
    protokol: source?.protokol ?? "CSW",
    url: source?.url ?? "",
    organisasiId: source?.organisasiId ?? organisasiId,
    kebijakan: source?.kebijakan ?? "DRAFT",
    intervalMenit: source?.intervalMenit?.toString() ?? "",
    jamHarian: source?.jamHarian ?? "",
    filter: source?.filter ?? "",
    q: source?.q ?? "",
    bbox: { west: west ?? "", south: south ?? "", east: east ?? "", north: north ?? "" },
    setOai: source?.setOai ?? "",
    xslt: source?.xslt ?? "",
    aktif: source?.aktif ?? true,
    username: "",
    password: "",
    removeCredentials: false,
  };
}

/** A typed number as a number; anything else as typed, for the server to name. */
const numberOf = (text: string): number | string =>
  text.trim() !== "" && Number.isFinite(Number(text)) ? Number(text) : text;

/** The request body: blanks as null, constraints only for the protocol, credentials only when typed. */
export function harvestInput(values: HarvestFormValues): Record<string, unknown> {
  const reads = CONSTRAINTS_READ[values.protokol];
  const sides = BBOX_SIDES.map((side) => values.bbox[side].trim());
  const typedCredentials = values.username.trim() !== "" || values.password !== "";
  return {
    nama: values.nama,
    protokol: values.protokol,
    url: values.url.trim(),
    organisasiId: values.organisasiId,
    kebijakan: values.kebijakan,
    intervalMenit: values.intervalMenit.trim() === "" ? null : numberOf(values.intervalMenit),
    jamHarian: values.jamHarian.trim() === "" ? null : values.jamHarian.trim(),
    filter: reads.filter ? values.filter : null,
    q: reads.q ? values.q : null,
    bbox: reads.bbox && sides.some(Boolean) ? sides.map(numberOf) : null,
    setOai: reads.setOai ? values.setOai : null,
    xslt: values.xslt,
    aktif: values.aktif,
    ...(values.removeCredentials
      ? { kredensial: null }
      : typedCredentials
        ? { kredensial: { username: values.username.trim(), password: values.password } }
        : {}),
  };
}

/** The server's messages by form field: bbox.2 under bbox, kredensial.* under the username, a stylesheet's refusal under xslt. */
export function formErrors(problem: ApiProblem): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldMessages(problem))) {
    const name = field.startsWith("bbox")
      ? "bbox"
      : field === "kredensial.password"
        ? "password"
        : field.startsWith("kredensial")
          ? "username"
          : field;
    errors[name] ??= message;
  }
  // checkStylesheet and the XML reader refuse with a reason and no field: only the XSLT is XML here.
  if (problem.code === "VALIDATION_FAILED" && problem.fields.length === 0 && problem.details.reason)
    errors.xslt = problem.message;
  return errors;
}
