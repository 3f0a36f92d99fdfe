import "server-only";
import type { PengaturanCsw } from "../db/generated/client";
import type { TCswSettingsInput } from "../schemas/csw-settings";
import { xmlToString } from "../xml/builder";
import { getCapabilitiesXml } from "./operations/get-capabilities";
import { getCswSettings } from "./service-settings";

// The admin form's live preview: the same GetCapabilities writer as /csw, fed unsaved settings,
// so the preview cannot drift from what the service will answer. Nothing is stored.

/**
 * The ServiceIdentification and ServiceProvider sections of GetCapabilities for `input` laid
 * over the stored identity (fields the form leaves out keep their stored values).
 */
export async function previewServiceIdentity(input: TCswSettingsInput, baseUrl: string): Promise<string> {
  const stored = await getCswSettings();
  const settings: PengaturanCsw = { ...stored };
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) Object.assign(settings, { [key]: value });
  }
  const document = getCapabilitiesXml(settings, baseUrl, {
    sections: ["ServiceIdentification", "ServiceProvider"],
  });
  // csw:CapabilitiesType always carries Filter_Capabilities; the preview is about the identity.
  document
    .root()
    .find((node) => node.node.nodeName === "ogc:Filter_Capabilities")
    ?.remove();
  return xmlToString(document);
}
