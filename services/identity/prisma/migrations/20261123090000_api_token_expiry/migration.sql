-- DropIndex
DROP INDEX "api_tokens_user_id_idx";

-- AlterTable
ALTER TABLE "api_tokens" ADD COLUMN     "expires_at" TIMESTAMPTZ(3);

-- CreateIndex
CREATE INDEX "api_tokens_user_id_created_at_id_idx" ON "api_tokens"("user_id", "created_at", "id");

