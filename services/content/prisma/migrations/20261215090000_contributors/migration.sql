-- AlterTable
ALTER TABLE "change_request_contributors" ADD COLUMN     "edits" INTEGER NOT NULL DEFAULT 1;

