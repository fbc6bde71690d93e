-- CreateTable
CREATE TABLE "oidc_providers" (
    "id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "issuer" TEXT NOT NULL,
    "client_id" TEXT,
    "client_secret_sealed" BYTEA,
    "allowed_email_domains" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "default_team_id" TEXT,
    "default_role" "member_role",
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "oidc_providers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "oidc_login_states" (
    "state_hash" TEXT NOT NULL,
    "provider_id" TEXT NOT NULL,
    "nonce" TEXT NOT NULL,
    "code_verifier" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "consumed_at" TIMESTAMPTZ(3),

    CONSTRAINT "oidc_login_states_pkey" PRIMARY KEY ("state_hash")
);

-- CreateIndex
CREATE INDEX "oidc_providers_organization_id_created_at_id_idx" ON "oidc_providers"("organization_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "oidc_providers_default_team_id_idx" ON "oidc_providers"("default_team_id");

-- CreateIndex
CREATE INDEX "oidc_providers_allowed_email_domains_idx" ON "oidc_providers" USING GIN ("allowed_email_domains");

-- CreateIndex
CREATE INDEX "oidc_login_states_provider_id_idx" ON "oidc_login_states"("provider_id");

-- CreateIndex
CREATE INDEX "oidc_login_states_expires_at_idx" ON "oidc_login_states"("expires_at");

-- AddForeignKey
ALTER TABLE "oidc_providers" ADD CONSTRAINT "oidc_providers_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "oidc_providers" ADD CONSTRAINT "oidc_providers_default_team_id_fkey" FOREIGN KEY ("default_team_id") REFERENCES "teams"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "oidc_login_states" ADD CONSTRAINT "oidc_login_states_provider_id_fkey" FOREIGN KEY ("provider_id") REFERENCES "oidc_providers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

