import type { Metadata } from "next";
import Link from "next/link";
import { forbidden, notFound } from "next/navigation";
import { EditorPageFrame } from "@/components/editor/editor-page-frame";
import { RecordEditor } from "@/components/editor/record-editor";
import { formFromRecord } from "@/components/editor/record-form";
import { SECONDARY_BUTTON } from "@/components/ui/button-styles";
import { PAGE_ACCESS } from "@/lib/auth/page-access";
import { requirePageActor } from "@/lib/auth/page-actor";
import { getEditableRecord } from "@/lib/catalogue/editor/get-editable-record";
import { listEditorCodes } from "@/lib/catalogue/editor/list-editor-codes";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { getLocale } from "@/lib/i18n/get-locale";
import { editorMessages, fill } from "@/lib/i18n/messages/editor";

// /metadata/[id]/ubah: changes a record. Read as GET /api/metadata/{id} reads it (404, 403);
// a record the user may read but not change in its status gets a notice instead of the form.
// An imported record's form says what editing does to the document it was received as.

type Props = { params: Promise<{ id: string }> };

const STANDARD_NAMES = {
  ISO19139: "ISO 19139",
  ISO19115_3_2016: "ISO 19115-3 (2016)",
  ISO19115_3_2018: "ISO 19115-3 (2018)",
  DUBLIN_CORE: "Dublin Core",
} as const;

export async function generateMetadata(): Promise<Metadata> {
  return { title: editorMessages[await getLocale()].titleEdit, robots: { index: false } };
}

async function load(actor: Parameters<typeof getEditableRecord>[0], id: string) {
  try {
    return await getEditableRecord(actor, id);
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    if (error instanceof AppError && error.code === "FORBIDDEN") forbidden();
    throw error;
  }
}

export default async function EditRecordPage({ params }: Props) {
  const { id } = await params;
  const actor = await requirePageActor(
    `/metadata/${encodeURIComponent(id)}/ubah`,
    PAGE_ACCESS.metadataUbah.roles,
  );
  const locale = await getLocale();
  const t = editorMessages[locale];
  const { record, mayUpdate } = await load(actor, id);
  if (!mayUpdate) {
    return (
      <EditorPageFrame title={t.titleEdit}>
        <div
          role="status"
          className="max-w-2xl rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
        >
          <p className="font-semibold">{record.judul}</p>
          <p className="mt-2">{fill(t.notEditable, { status: record.status })}</p>
          <Link href={`/metadata/${record.id}`} className={`${SECONDARY_BUTTON} mt-4 inline-block`}>
            {t.backToRecord}
          </Link>
        </div>
      </EditorPageFrame>
    );
  }
  const source = record.sumber;
  return (
    <EditorPageFrame title={t.titleEdit} intro={t.introEdit}>
      {source ? (
        <p
          role="note"
          className="mb-6 max-w-3xl rounded-xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950"
        >
          {fill(source.disuntingPada ? t.sourceEdited : t.sourceKept, {
            standar: STANDARD_NAMES[source.standar],
          })}
        </p>
      ) : null}
      <RecordEditor
        recordId={record.id}
        version={record.version}
        initial={formFromRecord(record)}
        codes={await listEditorCodes(locale)}
        styleUrl={getEnv().MAP_STYLE_URL ?? null}
        locale={locale}
        t={t}
      />
    </EditorPageFrame>
  );
}
