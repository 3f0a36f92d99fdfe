import type { Metadata } from "next";
import { EditorPageFrame } from "@/components/editor/editor-page-frame";
import { ImportForm } from "@/components/editor/import-form";
import { PAGE_ACCESS } from "@/lib/auth/page-access";
import { requirePageActor } from "@/lib/auth/page-actor";
import { getLocale } from "@/lib/i18n/get-locale";
import { editorMessages } from "@/lib/i18n/messages/editor";

// /metadata/impor: ISO 19139 / ISO 19115-3 / Dublin Core files into drafts, through POST /api/metadata/import.

export async function generateMetadata(): Promise<Metadata> {
  return { title: editorMessages[await getLocale()].import.title, robots: { index: false } };
}

export default async function ImportPage() {
  await requirePageActor(PAGE_ACCESS.metadataImpor.path, PAGE_ACCESS.metadataImpor.roles);
  const t = editorMessages[await getLocale()].import;
  return (
    <EditorPageFrame title={t.title} intro={t.intro}>
      <div className="max-w-3xl">
        <ImportForm t={t} />
      </div>
    </EditorPageFrame>
  );
}
