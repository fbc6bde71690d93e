-- CreateTable
CREATE TABLE "saml_providers" (
    "id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "entity_id" TEXT,
    "sso_url" TEXT,
    "certificate" TEXT,
    "certificate_not_before" TIMESTAMPTZ(3),
    "certificate_not_after" TIMESTAMPTZ(3),
    "default_team_id" TEXT,
    "default_role" "member_role",
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "saml_providers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "saml_login_requests" (
    "id" TEXT NOT NULL,
    "provider_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "consumed_at" TIMESTAMPTZ(3),

    CONSTRAINT "saml_login_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "saml_assertions" (
    "provider_id" TEXT NOT NULL,
    "assertion_id" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "saml_assertions_pkey" PRIMARY KEY ("provider_id","assertion_id")
);

-- CreateIndex
CREATE INDEX "saml_providers_organization_id_created_at_id_idx" ON "saml_providers"("organization_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "saml_providers_default_team_id_idx" ON "saml_providers"("default_team_id");

-- CreateIndex
CREATE INDEX "saml_login_requests_provider_id_idx" ON "saml_login_requests"("provider_id");

-- CreateIndex
CREATE INDEX "saml_login_requests_expires_at_idx" ON "saml_login_requests"("expires_at");

-- CreateIndex
CREATE INDEX "saml_assertions_expires_at_idx" ON "saml_assertions"("expires_at");

-- AddForeignKey
ALTER TABLE "saml_providers" ADD CONSTRAINT "saml_providers_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "saml_providers" ADD CONSTRAINT "saml_providers_default_team_id_fkey" FOREIGN KEY ("default_team_id") REFERENCES "teams"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "saml_login_requests" ADD CONSTRAINT "saml_login_requests_provider_id_fkey" FOREIGN KEY ("provider_id") REFERENCES "saml_providers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "saml_assertions" ADD CONSTRAINT "saml_assertions_provider_id_fkey" FOREIGN KEY ("provider_id") REFERENCES "saml_providers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

