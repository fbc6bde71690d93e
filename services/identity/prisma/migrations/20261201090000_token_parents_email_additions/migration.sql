-- AlterTable
ALTER TABLE "api_tokens" ADD COLUMN     "parent_token_id" TEXT;

-- CreateTable
CREATE TABLE "member_email_additions" (
    "id" TEXT NOT NULL,
    "organization_id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "member_email_additions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "member_email_additions_organization_id_created_at_idx" ON "member_email_additions"("organization_id", "created_at");

-- CreateIndex
CREATE INDEX "api_tokens_parent_token_id_idx" ON "api_tokens"("parent_token_id");

-- AddForeignKey
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_parent_token_id_fkey" FOREIGN KEY ("parent_token_id") REFERENCES "api_tokens"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "member_email_additions" ADD CONSTRAINT "member_email_additions_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

