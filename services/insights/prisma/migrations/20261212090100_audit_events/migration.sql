-- CreateTable
CREATE TABLE "audit_events" (
    "id" UUID NOT NULL,
    "event_id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "occurred_at" TIMESTAMPTZ(3) NOT NULL,
    "action" TEXT NOT NULL,
    "actor_type" TEXT NOT NULL,
    "actor_id" TEXT NOT NULL,
    "actor_label" TEXT,
    "source" TEXT NOT NULL,
    "target_type" TEXT NOT NULL,
    "target_id" TEXT NOT NULL,
    "target_label" TEXT,
    "schema_version" INTEGER NOT NULL,
    "payload" JSONB NOT NULL,
    "correlation_id" TEXT,
    "caused_by_event_id" UUID,
    "recorded_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "audit_events_organization_id_occurred_at_id_idx" ON "audit_events"("organization_id", "occurred_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "audit_events_organization_id_action_occurred_at_id_idx" ON "audit_events"("organization_id", "action", "occurred_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "audit_events_organization_id_actor_id_occurred_at_id_idx" ON "audit_events"("organization_id", "actor_id", "occurred_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "audit_events_organization_id_target_id_occurred_at_id_idx" ON "audit_events"("organization_id", "target_id", "occurred_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "audit_events_occurred_at_idx" ON "audit_events"("occurred_at");

-- CreateIndex
CREATE UNIQUE INDEX "audit_events_event_id_organization_id_key" ON "audit_events"("event_id", "organization_id");


-- Append-only: no statement changes a recorded event (the retention sweep only deletes).
CREATE FUNCTION audit_events_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit events are append-only';
END;
$$;

CREATE TRIGGER audit_events_append_only BEFORE UPDATE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION audit_events_refuse_update();
