-- CreateTable
CREATE TABLE "runtime_signing_secrets" (
    "integration_id" TEXT NOT NULL,
    "secret" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "runtime_signing_secrets_pkey" PRIMARY KEY ("integration_id")
);

