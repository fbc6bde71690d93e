-- CreateTable
CREATE TABLE "computed_page_sources" (
    "organization_id" TEXT NOT NULL,
    "spec_slug" TEXT NOT NULL,
    "space_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "computed_page_sources_pkey" PRIMARY KEY ("organization_id","spec_slug","space_id")
);

-- CreateIndex
CREATE INDEX "computed_page_sources_space_id_idx" ON "computed_page_sources"("space_id");

-- AddForeignKey
ALTER TABLE "computed_page_sources" ADD CONSTRAINT "computed_page_sources_space_id_fkey" FOREIGN KEY ("space_id") REFERENCES "spaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

