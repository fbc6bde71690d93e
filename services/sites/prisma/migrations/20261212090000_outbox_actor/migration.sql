-- AlterTable
ALTER TABLE "outbox" ADD COLUMN     "actor" JSONB;

