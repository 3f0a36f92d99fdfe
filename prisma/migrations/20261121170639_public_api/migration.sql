-- DropIndex
DROP INDEX "Metadata_status_publishedAt_idx";

-- CreateTable
CREATE TABLE "RateLimitCounter" (
    "key" VARCHAR(255) NOT NULL,
    "windowStart" TIMESTAMP(3) NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RateLimitCounter_pkey" PRIMARY KEY ("key","windowStart")
);

-- CreateIndex
CREATE INDEX "RateLimitCounter_expiresAt_idx" ON "RateLimitCounter"("expiresAt");

-- CreateIndex
CREATE INDEX "Metadata_status_publishedAt_id_idx" ON "Metadata"("status", "publishedAt" DESC, "id");