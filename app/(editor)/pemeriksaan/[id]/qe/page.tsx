import type { Metadata } from "next";
import { ExaminationPage } from "../examination-page";

// /pemeriksaan/[id]/qe – the examiner's Quality Evaluation form (ISO 19157 elements).

export const metadata: Metadata = { title: "QE", robots: { index: false, follow: false } };

export default async function QePage({ params }: { params: Promise<{ id: string }> }) {
  return <ExaminationPage id={(await params).id} tipe="qe" />;
}
