import { PageContainer } from "@/components/ui/page-container";

export default function BerandaPage() {
  return (
    <PageContainer>
      <h1 className="text-3xl font-semibold">Simpul</h1>
      <p className="mt-3 text-lg text-slate-700">
        Katalog metadata data geospasial nasional. Metadata ISO 19115 dari simpul jaringan, diperiksa melalui
        QC, QE, dan QA, lalu dipublikasikan untuk masyarakat dan perangkat lunak SIG.
      </p>
      <p className="mt-2 text-slate-500" lang="en">
        National geospatial metadata catalogue: ISO 19115 records, quality-checked and published.
      </p>
      <ul className="mt-8 list-disc space-y-1 pl-6 text-slate-700">
        <li>
          <a className="text-sky-700 underline" href="/api/health">
            /api/health
          </a>{" "}
          – status layanan / service status
        </li>
      </ul>
    </PageContainer>
  );
}
