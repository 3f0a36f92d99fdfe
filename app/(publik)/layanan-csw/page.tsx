import type { Metadata } from "next";
import { linkClass } from "@/components/catalogue/record-section";
import { CopyButton } from "@/components/ui/copy-button";
import { siteBaseUrl } from "@/lib/http/site-url";
import { getLocale } from "@/lib/i18n/get-locale";
import { layananCswMessages } from "@/lib/i18n/messages/layanan-csw";

export async function generateMetadata(): Promise<Metadata> {
  const t = layananCswMessages[await getLocale()];
  return { title: t.title, description: t.intro };
}

const card = "rounded-xl border border-slate-200 bg-white p-5 sm:p-6";
const code = "block overflow-x-auto rounded-lg bg-slate-900 p-4 text-sm text-slate-100";

/** A service's address, selectable as text, with a button that copies it. */
function Address({
  id,
  url,
  label,
  messages,
}: {
  id: string;
  url: string;
  label: string;
  messages: { copied: string; copyFailed: string };
}) {
  return (
    <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
      <code
        id={id}
        className="min-w-0 flex-1 select-all break-all rounded-lg bg-slate-100 px-4 py-3 font-mono text-base text-slate-900 ring-1 ring-slate-300"
      >
        {url}
      </code>
      <CopyButton text={url} label={label} copied={messages.copied} failed={messages.copyFailed} />
    </div>
  );
}

/** Example requests: each a link with its URL written out beneath. */
function ExampleLinks({
  className,
  links,
}: {
  className: string;
  links: readonly (readonly [string, string])[];
}) {
  return (
    <ul className={className}>
      {links.map(([label, href]) => (
        <li key={href}>
          <a className={`${linkClass} font-medium`} href={href}>
            {label}
          </a>
          <code className="mt-1 block break-all text-xs text-slate-600">{href}</code>
        </li>
      ))}
    </ul>
  );
}

export default async function LayananCswPage() {
  const locale = await getLocale();
  const t = layananCswMessages[locale];
  const base = await siteBaseUrl();
  const endpoint = `${base}/csw`;
  const ogcApi = `${base}/ogcapi`;
  const ogcExamples = [
    // f=json: a browser asking for HTML would be sent to the portal's own pages.
    [t.ogcLanding, `${ogcApi}?f=json`],
    [t.ogcItems, `${ogcApi}/collections/katalog/items?q=peta&limit=10&f=json`],
    [t.ogcQueryables, `${ogcApi}/collections/katalog/queryables?f=json`],
    [t.ogcOpenApi, `${ogcApi}/api?f=json`],
  ] as const;
  const examples = [
    [t.getCapabilities, `${endpoint}?service=CSW&version=2.0.2&request=GetCapabilities`],
    [
      t.getRecords,
      `${endpoint}?service=CSW&version=2.0.2&request=GetRecords&typeNames=csw:Record&elementSetName=summary&resultType=results&maxRecords=10`,
    ],
    [
      t.getRecordsIso,
      `${endpoint}?service=CSW&version=2.0.2&request=GetRecords&typeNames=gmd:MD_Metadata&outputSchema=http://www.isotc211.org/2005/gmd&elementSetName=brief&resultType=results&maxRecords=5`,
    ],
  ] as const;
  return (
    <main className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
        <p className="mt-3 text-lg text-slate-700">{t.intro}</p>
      </header>
      <section aria-labelledby="alamat" className={card}>
        <h2 id="alamat" className="text-lg font-semibold">
          {t.cswTitle}: {t.endpoint.toLowerCase()}
        </h2>
        <Address id="alamat-csw" url={endpoint} label={t.copy} messages={t} />
        <p className="mt-3 text-sm text-slate-600">{t.schemas}</p>
      </section>
      <section aria-labelledby="klien" className={card}>
        <h2 id="klien" className="text-lg font-semibold">
          {t.clients}
        </h2>
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          <div>
            <h3 className="font-semibold">{t.qgis}</h3>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-800">
              {t.qgisSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
          <div>
            <h3 className="font-semibold">{t.arcgis}</h3>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-slate-800">
              {t.arcgisSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
        </div>
        <h3 className="mt-6 font-semibold">{t.gdal}</h3>
        <p className="mt-2 text-slate-800">{t.gdalText}</p>
        <pre className="mt-2">
          <code className={code}>
            {`ogrinfo -ro CSW:${endpoint} -oo MAX_RECORDS=10 -al -so\nogr2ogr -f GeoJSON katalog.geojson CSW:${endpoint} -oo OUTPUT_SCHEMA=gmd`}
          </code>
        </pre>
      </section>
      <section aria-labelledby="contoh" className={card}>
        <h2 id="contoh" className="text-lg font-semibold">
          {t.examples}
        </h2>
        <ExampleLinks className="mt-3 space-y-3" links={examples} />
      </section>
      <section aria-labelledby="ogcapi" className={card}>
        <h2 id="ogcapi" className="text-lg font-semibold">
          {t.ogcTitle}
        </h2>
        <p className="mt-2 text-slate-800">{t.ogcIntro}</p>
        <Address id="alamat-ogcapi" url={ogcApi} label={t.ogcCopy} messages={t} />
        <p className="mt-4 text-slate-800">{t.ogcQgis}</p>
        <p className="mt-4 text-slate-800">{t.ogcOwslib}</p>
        <pre className="mt-2">
          <code className={code}>
            {`from owslib.ogcapi.records import Records\napi = Records("${ogcApi}")\napi.collection_items("katalog", q="peta", bbox=[95, -11, 141, 6], limit=10)`}
          </code>
        </pre>
        <ExampleLinks className="mt-4 space-y-3" links={ogcExamples} />
      </section>
      <section aria-labelledby="dcat" className={card}>
        <h2 id="dcat" className="text-lg font-semibold">
          {t.dcatTitle}
        </h2>
        <p className="mt-2 text-slate-800">{t.dcatIntro}</p>
        <ExampleLinks
          className="mt-4 space-y-3"
          links={[
            [t.dcatTurtle, `${base}/dcat`],
            [t.dcatJsonLd, `${base}/dcat?format=jsonld`],
          ]}
        />
      </section>
      <section className={card}>
        <p className="text-slate-800">
          {t.api}{" "}
          <a className={`${linkClass} font-medium`} href="/api/docs">
            {t.apiLink}
          </a>
        </p>
      </section>
    </main>
  );
}
