import { logger } from "../../log/logger";
import { renderMissingProtocolForms, renderProtocolFormsAfterWrite } from "./stored-protocol-renderings";
import type { Reader, RenderPass } from "./stored-renderings";
import { renderCswFormsAfterWrite, renderMissingCswForms } from "./stored-renderings";

// The stored renderings of every protocol, rendered together: CSW's (stored-renderings.ts) and
// OGC API – Records' and DCAT-AP's (stored-protocol-renderings.ts).

/**
 * Renders and stores what is missing or outdated, CSW's first (harvesters); returns how many
 * records were rendered (the larger family's count: a record new to both is rendered in both).
 */
export async function renderMissing(db: Reader, pass: RenderPass = {}): Promise<number> {
  const { onProgress } = pass;
  const csw = await renderMissingCswForms(db, pass);
  const protocols = await renderMissingProtocolForms(db, {
    ...pass,
    onProgress: onProgress && ((count) => onProgress(csw + count)),
  });
  return Math.max(csw, protocols);
}

/**
 * Renders a record right after a write committed (editor, workflow, signatures), so that the
 * next read finds it stored. Should that fail, the write stands: a read renders it live.
 */
export async function renderAfterWrite(db: Reader, id: string): Promise<void> {
  try {
    await renderCswFormsAfterWrite(db, id);
    await renderProtocolFormsAfterWrite(db, id);
  } catch (error) {
    logger().warn({ err: error, metadataId: id }, "record not rendered after its write; a read renders it");
  }
}
