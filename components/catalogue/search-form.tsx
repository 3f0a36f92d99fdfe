import type { KatalogMessages } from "@/lib/i18n/messages/katalog";
import type { KatalogParams } from "./katalog-url";
import { FOCUS } from "./styles";

const KEPT = ["kategori", "tipeData", "organisasi", "bboxN", "bboxS", "bboxE", "bboxW", "urut"] as const;

/** The search box: a plain GET form to /katalog that keeps the other filters. */
export function SearchForm({
  params,
  t,
  size = "normal",
}: {
  params: KatalogParams;
  t: Pick<KatalogMessages, "searchLabel" | "searchPlaceholder" | "searchButton">;
  size?: "normal" | "large";
}) {
  const large = size === "large";
  return (
    <search className="block w-full">
      <form action="/katalog" method="get" className="flex w-full flex-col gap-2 sm:flex-row">
        <label htmlFor={large ? "cari-beranda" : "cari"} className="sr-only">
          {t.searchLabel}
        </label>
        <input
          id={large ? "cari-beranda" : "cari"}
          name="q"
          type="search"
          defaultValue={params.q ?? ""}
          placeholder={t.searchPlaceholder}
          maxLength={200}
          className={`min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-4 text-slate-900 placeholder:text-slate-500 ${large ? "py-3.5 text-lg" : "py-2.5"} ${FOCUS}`}
        />
        {KEPT.map((name) =>
          params[name] ? <input key={name} type="hidden" name={name} value={params[name]} /> : null,
        )}
        <button
          type="submit"
          className={`rounded-lg bg-sky-800 px-6 font-semibold text-white hover:bg-sky-900 ${large ? "py-3.5 text-lg" : "py-2.5"} ${FOCUS}`}
        >
          {t.searchButton}
        </button>
      </form>
    </search>
  );
}
