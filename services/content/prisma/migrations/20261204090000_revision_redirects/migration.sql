-- AlterTable
ALTER TABLE "revisions" ADD COLUMN     "redirects" JSONB NOT NULL DEFAULT '{}';

