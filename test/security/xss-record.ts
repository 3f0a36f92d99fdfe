import type { Db } from "@/lib/db/client";

// A published record whose user-supplied text is markup (issue 10): a script element, an
// attribute breakout, a JSON-LD breakout, a CDATA end and an ampersand. Everything that shows
// it (pages, XML, JSON-LD) must show these characters as text.

export const XSS_PAYLOAD = `<script>alert(1)</script> "><img src=x onerror=alert(1)> </script><script>alert(1)</script> ]]> & 'q'`;
/** The title: the payload and a word to search it by. */
export const XSS_TEXT = `zqxxss ${XSS_PAYLOAD}`;

/** Turns the newest seeded published record into the markup one; returns its id. */
export async function plantXssRecord(db: Db): Promise<string> {
  const record = await db.metadata.findFirstOrThrow({
    where: { status: "PUBLISHED" },
    orderBy: [{ publishedAt: "desc" }, { id: "asc" }],
  });
  const organisation = await db.organisasi.create({ data: { kode: "ZQXXSS", nama: `Org ${XSS_PAYLOAD}` } });
  await db.metadata.update({
    where: { id: record.id },
    data: {
      judul: XSS_TEXT,
      abstrak: `Abstrak ${XSS_PAYLOAD}`,
      organisasiId: organisation.id,
      kataKunci: { deleteMany: {}, create: [{ kataKunci: `kunci ${XSS_PAYLOAD}` }] },
      kontak: {
        deleteMany: {},
        create: [
          {
            peran: "pointOfContact",
            namaIndividu: `Nama ${XSS_PAYLOAD}`,
            namaOrganisasi: `Organisasi ${XSS_PAYLOAD}`,
            email: "kontak@example.org",
          },
        ],
      },
    },
  });
  return record.id;
}
