-- The titles' words of the published records' search rows, indexed: a relevance page reads the
-- first tier (the title holds the words: relevanceTier in lib/search/words.ts) through it when
-- the newest records hold too few of it. Without it the tier was the rank vector's hits tested
-- one by one: "desa", in 4,222 records' keywords and no title at 100,000 generated records, took
-- 11 ms to find that no title holds it. An expression index: schema.prisma cannot declare it,
-- and Prisma's diff leaves it alone. A query uses it only when it says
-- ts_filter(m."rankVector", '{a}') @@ ... exactly.
CREATE INDEX "MetadataCari_rankVector_title_idx" ON "MetadataCari" USING GIN (ts_filter("rankVector", '{a}'));
