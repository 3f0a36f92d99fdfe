import type { Metadata } from "next";
import { EditorPageFrame } from "@/components/editor/editor-page-frame";
import { RecordEditor } from "@/components/editor/record-editor";
import { emptyForm } from "@/components/editor/record-form";
import { PAGE_ACCESS } from "@/lib/auth/page-access";
import { requirePageActor } from "@/lib/auth/page-actor";
import { listEditorCodes } from "@/lib/catalogue/editor/list-editor-codes";
import { getEnv } from "@/lib/env";
import { getLocale } from "@/lib/i18n/get-locale";
import { editorMessages } from "@/lib/i18n/messages/editor";

// /metadata/baru: a new record; saving creates a DRAFT and opens its workspace.

export async function generateMetadata(): Promise<Metadata> {
  return { title: editorMessages[await getLocale()].titleNew, robots: { index: false } };
}

export default async function NewRecordPage() {
  await requirePageActor(PAGE_ACCESS.metadataBaru.path, PAGE_ACCESS.metadataBaru.roles);
  const locale = await getLocale();
  const t = editorMessages[locale];
  return (
    <EditorPageFrame title={t.titleNew} intro={t.introNew}>
      <RecordEditor
        recordId={null}
        version={null}
        initial={emptyForm()}
        codes={await listEditorCodes(locale)}
        styleUrl={getEnv().MAP_STYLE_URL ?? null}
        locale={locale}
        t={t}
      />
    </EditorPageFrame>
  );
}
