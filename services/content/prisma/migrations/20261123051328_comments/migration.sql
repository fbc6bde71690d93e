-- Comments with bodies, targets, authors, resolution, replies and reactions.

-- Hand-written: before this migration no rpc wrote comments (the table only fed Space.comments;
-- only tests inserted rows, with no author, body or revision). Such rows cannot be presented
-- as comments, so they go before the columns they lack become required.
DELETE FROM "comments";

-- DropIndex
DROP INDEX "comments_space_id_status_idx";

-- AlterTable
ALTER TABLE "comments" ADD COLUMN     "body" TEXT NOT NULL,
ADD COLUMN     "change_request_id" TEXT,
ADD COLUMN     "edited_at" TIMESTAMPTZ(3),
ADD COLUMN     "node_id" TEXT,
ADD COLUMN     "page_id" TEXT,
ADD COLUMN     "posted_by_id" TEXT NOT NULL,
ADD COLUMN     "resolved_at" TIMESTAMPTZ(3),
ADD COLUMN     "resolved_by_id" TEXT,
ADD COLUMN     "revision_id" TEXT NOT NULL,
ADD COLUMN     "table_cell_definition" TEXT,
ADD COLUMN     "table_cell_record" TEXT;

-- CreateTable
CREATE TABLE "comment_replies" (
    "id" TEXT NOT NULL,
    "comment_id" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "posted_by_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "edited_at" TIMESTAMPTZ(3),

    CONSTRAINT "comment_replies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "comment_reactions" (
    "comment_id" TEXT NOT NULL,
    "emoji" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "reacted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "comment_reactions_pkey" PRIMARY KEY ("comment_id","emoji","user_id")
);

-- CreateTable
CREATE TABLE "comment_reply_reactions" (
    "reply_id" TEXT NOT NULL,
    "emoji" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "reacted_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "comment_reply_reactions_pkey" PRIMARY KEY ("reply_id","emoji","user_id")
);

-- CreateIndex
CREATE INDEX "comment_replies_comment_id_created_at_id_idx" ON "comment_replies"("comment_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "comment_replies_comment_id_posted_by_id_created_at_idx" ON "comment_replies"("comment_id", "posted_by_id", "created_at");

-- CreateIndex
CREATE INDEX "comments_space_id_change_request_id_created_at_id_idx" ON "comments"("space_id", "change_request_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "comments_space_id_change_request_id_status_created_at_id_idx" ON "comments"("space_id", "change_request_id", "status", "created_at", "id");

-- CreateIndex
CREATE INDEX "comments_space_id_change_request_id_page_id_created_at_id_idx" ON "comments"("space_id", "change_request_id", "page_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "comments_space_id_change_request_id_posted_by_id_created_at_idx" ON "comments"("space_id", "change_request_id", "posted_by_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "comments_change_request_id_status_idx" ON "comments"("change_request_id", "status");

-- AddForeignKey
ALTER TABLE "comments" ADD CONSTRAINT "comments_change_request_id_fkey" FOREIGN KEY ("change_request_id") REFERENCES "change_requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comment_replies" ADD CONSTRAINT "comment_replies_comment_id_fkey" FOREIGN KEY ("comment_id") REFERENCES "comments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comment_reactions" ADD CONSTRAINT "comment_reactions_comment_id_fkey" FOREIGN KEY ("comment_id") REFERENCES "comments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comment_reply_reactions" ADD CONSTRAINT "comment_reply_reactions_reply_id_fkey" FOREIGN KEY ("reply_id") REFERENCES "comment_replies"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Hand-written (Prisma cannot express CHECK constraints): a comment is resolved exactly when it
-- records when and by whom, and a table cell target has both of its parts.
ALTER TABLE "comments" ADD CONSTRAINT "comments_resolution_check"
  CHECK (("status" = 'resolved') = ("resolved_at" IS NOT NULL AND "resolved_by_id" IS NOT NULL));
ALTER TABLE "comments" ADD CONSTRAINT "comments_table_cell_check"
  CHECK (("table_cell_record" IS NULL) = ("table_cell_definition" IS NULL));
