import type { Metadata } from "next";
import { ExaminationPage } from "../examination-page";

// /pemeriksaan/[id]/qc – the examiner's Quality Control form.

export const metadata: Metadata = { title: "QC", robots: { index: false, follow: false } };

export default async function QcPage({ params }: { params: Promise<{ id: string }> }) {
  return <ExaminationPage id={(await params).id} tipe="qc" />;
}
