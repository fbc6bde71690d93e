-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "runtime_event_status" AS ENUM ('pending', 'running', 'success', 'failed');

-- CreateTable
CREATE TABLE "runtime_events" (
    "id" TEXT NOT NULL,
    "integration_id" TEXT NOT NULL,
    "integration_version" INTEGER,
    "organization_id" TEXT,
    "installation_id" TEXT,
    "space_installation_id" TEXT,
    "site_installation_id" TEXT,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "status" "runtime_event_status" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "source_event_id" TEXT,
    "response_status" INTEGER,
    "error_code" TEXT,
    "error_message" TEXT,
    "logs" JSONB NOT NULL DEFAULT '[]',
    "duration_ms" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "runtime_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "runtime_tasks" (
    "id" TEXT NOT NULL,
    "integration_id" TEXT NOT NULL,
    "task" JSONB NOT NULL,
    "run_at" TIMESTAMPTZ(3) NOT NULL,
    "event_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "runtime_tasks_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "runtime_events_integration_id_created_at_id_idx" ON "runtime_events"("integration_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "runtime_events_status_next_attempt_at_idx" ON "runtime_events"("status", "next_attempt_at");

-- CreateIndex
CREATE INDEX "runtime_events_installation_id_created_at_id_idx" ON "runtime_events"("installation_id", "created_at", "id");

-- CreateIndex
CREATE UNIQUE INDEX "runtime_events_source_event_id_installation_id_key" ON "runtime_events"("source_event_id", "installation_id");

-- CreateIndex
CREATE INDEX "runtime_tasks_event_id_run_at_idx" ON "runtime_tasks"("event_id", "run_at");

-- CreateIndex
CREATE INDEX "runtime_tasks_integration_id_created_at_idx" ON "runtime_tasks"("integration_id", "created_at");

