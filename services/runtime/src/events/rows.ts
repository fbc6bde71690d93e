/** A row of `runtime_events` as pg returns it (prisma/schema.prisma, RuntimeEvent). */
export type RuntimeEventRow = {
  id: string;
  integration_id: string;
  integration_version: number | null;
  organization_id: string | null;
  installation_id: string | null;
  space_installation_id: string | null;
  site_installation_id: string | null;
  type: string;
  payload: Record<string, unknown>;
  status: 'pending' | 'running' | 'success' | 'failed';
  attempts: number;
  response_status: number | null;
  error_code: string | null;
  error_message: string | null;
  logs: string[];
  duration_ms: number | null;
  created_at: Date;
  updated_at: Date;
};

/** The columns every read selects. */
export const EVENT_COLUMNS = `id, integration_id, integration_version, organization_id, installation_id, space_installation_id,
  site_installation_id, type, payload, status, attempts, response_status, error_code, error_message, logs, duration_ms,
  created_at, updated_at`;
