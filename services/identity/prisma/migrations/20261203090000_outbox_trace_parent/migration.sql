-- AlterTable
ALTER TABLE "outbox" ADD COLUMN     "trace_parent" TEXT;

