import { getLocale } from "@/lib/i18n/get-locale";

// 403 for a signed-in user whose role may not use a page (requirePageActor -> forbidden()).
export default async function Forbidden() {
  const locale = await getLocale();
  const text =
    locale === "id"
      ? { title: "Akses ditolak", body: "Peran Anda tidak diizinkan membuka halaman ini.", back: "Ke dasbor" }
      : { title: "Access denied", body: "Your role may not open this page.", back: "To the dashboard" };
  return (
    <main id="konten" className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-2xl font-bold">{text.title}</h1>
      <p className="mt-4 text-slate-700">{text.body}</p>
      <a href="/dasbor" className="mt-6 inline-block font-semibold text-sky-800 underline">
        {text.back}
      </a>
    </main>
  );
}
