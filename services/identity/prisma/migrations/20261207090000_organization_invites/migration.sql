-- CreateEnum
CREATE TYPE "invite_target" AS ENUM ('organization', 'space', 'collection', 'email');

-- CreateTable
CREATE TABLE "organization_invites" (
    "id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "target" "invite_target" NOT NULL,
    "role" "member_role",
    "space_id" TEXT,
    "collection_id" TEXT,
    "email" TEXT,
    "sso" BOOLEAN NOT NULL DEFAULT false,
    "secret" TEXT NOT NULL,
    "email_domain" TEXT,
    "expires_at" TIMESTAMPTZ(3),
    "max_uses" INTEGER,
    "uses" INTEGER NOT NULL DEFAULT 0,
    "created_by_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "organization_invites_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "organization_invites_secret_key" ON "organization_invites"("secret");

-- CreateIndex
CREATE INDEX "organization_invites_organization_id_target_created_at_id_idx" ON "organization_invites"("organization_id", "target", "created_at", "id");

-- CreateIndex
CREATE UNIQUE INDEX "organization_invites_organization_id_email_key" ON "organization_invites"("organization_id", "email");

-- CreateIndex
CREATE INDEX "organizations_email_domains_idx" ON "organizations" USING GIN ("email_domains");

-- AddForeignKey
ALTER TABLE "organization_invites" ADD CONSTRAINT "organization_invites_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

