-- CreateEnum
CREATE TYPE "ImportRunStatus" AS ENUM ('pending', 'in_progress', 'completed', 'failed', 'cancelled');

-- CreateEnum
CREATE TYPE "ImportRunSourceType" AS ENUM ('website', 'file');

-- CreateEnum
CREATE TYPE "ImportRunPageStatus" AS ENUM ('imported', 'failed', 'skipped');

-- CreateTable
CREATE TABLE "import_runs" (
    "id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "space_id" TEXT NOT NULL,
    "change_request_id" TEXT,
    "page_id" TEXT,
    "source_type" "ImportRunSourceType" NOT NULL,
    "website_url" TEXT,
    "file_ids" TEXT[],
    "status" "ImportRunStatus" NOT NULL DEFAULT 'pending',
    "created_by_id" TEXT NOT NULL,
    "error_code" TEXT,
    "error_message" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "import_runs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "import_run_pages" (
    "import_run_id" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "source_key" TEXT NOT NULL,
    "status" "ImportRunPageStatus" NOT NULL,
    "page_id" TEXT,
    "error_code" TEXT,
    "error_message" TEXT,

    CONSTRAINT "import_run_pages_pkey" PRIMARY KEY ("import_run_id","position")
);

-- CreateIndex
CREATE INDEX "import_runs_space_id_idx" ON "import_runs"("space_id");

-- CreateIndex
CREATE UNIQUE INDEX "import_run_pages_import_run_id_source_key_key" ON "import_run_pages"("import_run_id", "source_key");

-- AddForeignKey
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_space_id_fkey" FOREIGN KEY ("space_id") REFERENCES "spaces"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "import_run_pages" ADD CONSTRAINT "import_run_pages_import_run_id_fkey" FOREIGN KEY ("import_run_id") REFERENCES "import_runs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

