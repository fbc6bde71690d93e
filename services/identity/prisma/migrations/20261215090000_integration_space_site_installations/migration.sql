-- AlterTable
ALTER TABLE "integrations" ADD COLUMN     "dev_all" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "dev_tunnel_url" TEXT,
ADD COLUMN     "unpublished_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "integration_space_installations" (
    "installation_id" TEXT NOT NULL,
    "space_id" TEXT NOT NULL,
    "integration_id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "configuration" JSONB NOT NULL DEFAULT '{}',
    "external_ids" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "integration_space_installations_pkey" PRIMARY KEY ("installation_id","space_id")
);

-- CreateTable
CREATE TABLE "integration_site_installations" (
    "installation_id" TEXT NOT NULL,
    "site_id" TEXT NOT NULL,
    "integration_id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "configuration" JSONB NOT NULL DEFAULT '{}',
    "external_ids" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "integration_site_installations_pkey" PRIMARY KEY ("installation_id","site_id")
);

-- CreateTable
CREATE TABLE "integration_tokens" (
    "id" TEXT NOT NULL,
    "integration_id" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "integration_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "integration_space_installations_installation_id_created_at__idx" ON "integration_space_installations"("installation_id", "created_at", "space_id");

-- CreateIndex
CREATE INDEX "integration_space_installations_integration_id_created_at_i_idx" ON "integration_space_installations"("integration_id", "created_at", "installation_id", "space_id");

-- CreateIndex
CREATE INDEX "integration_space_installations_space_id_idx" ON "integration_space_installations"("space_id");

-- CreateIndex
CREATE INDEX "integration_space_installations_organization_id_integration_idx" ON "integration_space_installations"("organization_id", "integration_id");

-- CreateIndex
CREATE INDEX "integration_space_installations_external_ids_idx" ON "integration_space_installations" USING GIN ("external_ids");

-- CreateIndex
CREATE INDEX "integration_site_installations_installation_id_created_at_s_idx" ON "integration_site_installations"("installation_id", "created_at", "site_id");

-- CreateIndex
CREATE INDEX "integration_site_installations_integration_id_created_at_in_idx" ON "integration_site_installations"("integration_id", "created_at", "installation_id", "site_id");

-- CreateIndex
CREATE INDEX "integration_site_installations_site_id_idx" ON "integration_site_installations"("site_id");

-- CreateIndex
CREATE INDEX "integration_site_installations_organization_id_integration__idx" ON "integration_site_installations"("organization_id", "integration_id");

-- CreateIndex
CREATE INDEX "integration_site_installations_external_ids_idx" ON "integration_site_installations" USING GIN ("external_ids");

-- CreateIndex
CREATE UNIQUE INDEX "integration_tokens_hash_key" ON "integration_tokens"("hash");

-- CreateIndex
CREATE INDEX "integration_tokens_integration_id_idx" ON "integration_tokens"("integration_id");

-- CreateIndex
CREATE INDEX "integration_tokens_expires_at_idx" ON "integration_tokens"("expires_at");

-- AddForeignKey
ALTER TABLE "integration_space_installations" ADD CONSTRAINT "integration_space_installations_installation_id_fkey" FOREIGN KEY ("installation_id") REFERENCES "integration_installations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "integration_space_installations" ADD CONSTRAINT "integration_space_installations_integration_id_fkey" FOREIGN KEY ("integration_id") REFERENCES "integrations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "integration_site_installations" ADD CONSTRAINT "integration_site_installations_installation_id_fkey" FOREIGN KEY ("installation_id") REFERENCES "integration_installations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "integration_site_installations" ADD CONSTRAINT "integration_site_installations_integration_id_fkey" FOREIGN KEY ("integration_id") REFERENCES "integrations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "integration_tokens" ADD CONSTRAINT "integration_tokens_integration_id_fkey" FOREIGN KEY ("integration_id") REFERENCES "integrations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

