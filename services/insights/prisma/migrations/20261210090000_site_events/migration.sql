-- CreateTable
CREATE TABLE "site_events" (
    "seq" BIGSERIAL NOT NULL,
    "organization_id" TEXT NOT NULL,
    "site_id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "occurred_at" TIMESTAMPTZ(3) NOT NULL,
    "visitor_hash" TEXT NOT NULL,
    "session_hash" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "site_section_id" TEXT,
    "site_space_id" TEXT,
    "space_id" TEXT,
    "page_id" TEXT,
    "revision_id" TEXT,
    "display_context" TEXT,
    "referrer" TEXT,
    "referrer_domain" TEXT,
    "utm_source" TEXT,
    "utm_medium" TEXT,
    "utm_campaign" TEXT,
    "utm_term" TEXT,
    "utm_content" TEXT,
    "language" TEXT,
    "browser" TEXT NOT NULL,
    "device" TEXT NOT NULL,
    "os" TEXT NOT NULL,
    "bot" TEXT,
    "claims" JSONB,
    "claims_key" TEXT,
    "search_query" TEXT,
    "feedback_rating" TEXT,
    "feedback_comment" TEXT,
    "ask_rating" INTEGER,
    "link_target" JSONB,
    "link_target_kind" TEXT,
    "link_target_domain" TEXT,
    "link_position" TEXT,
    "api_operation_path" TEXT,
    "api_operation_method" TEXT,
    "ad_domain" TEXT,
    "ad_placement" TEXT,
    "trademark_placement" TEXT,

    CONSTRAINT "site_events_pkey" PRIMARY KEY ("seq")
);

-- CreateTable
CREATE TABLE "site_visitor_salts" (
    "day" DATE NOT NULL,
    "secret" BYTEA NOT NULL,

    CONSTRAINT "site_visitor_salts_pkey" PRIMARY KEY ("day")
);

-- CreateIndex
CREATE INDEX "site_events_site_id_occurred_at_idx" ON "site_events"("site_id", "occurred_at");

-- CreateIndex
CREATE INDEX "site_events_site_id_type_occurred_at_idx" ON "site_events"("site_id", "type", "occurred_at");

-- CreateIndex
CREATE INDEX "site_events_site_id_claims_key_idx" ON "site_events"("site_id", "claims_key");

-- CreateIndex
CREATE INDEX "site_events_occurred_at_idx" ON "site_events"("occurred_at");

