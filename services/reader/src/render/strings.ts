/**
 * The interface strings the renderer asks `resources.t` for, with their English text. The
 * reader's i18n tables translate these keys; `{name}`-style placeholders are filled in here.
 */
export const RENDER_STRINGS = {
  anchor_link: 'Link to this section',
  copy: 'Copy',
  code_lines_truncated: 'This code block is too long to highlight; it is shown as plain text.',
  download: 'Download',
  drawing: 'Drawing',
  embed: 'Embedded content',
  external_link: 'External link',
  file: 'File',
  footnotes: 'Notes',
  footnote_back: 'Back to the text',
  hint_info: 'Info',
  hint_success: 'Success',
  hint_warning: 'Warning',
  hint_danger: 'Danger',
  image: 'Image',
  integration_frame: 'Content of the integration “{name}”',
  integration_unavailable: 'The integration “{name}” cannot be displayed here yet.',
  math_too_long: 'This formula is too long to render.',
  content_too_deep: 'This content is nested too deeply to be shown.',
  content_truncated: 'The rest of this page is too large to be shown.',
  reusable_content_missing: 'This reusable content is not available.',
  reusable_content_cycle: 'This reusable content includes itself and is not shown again.',
  block_unsupported: 'This block (“{name}”) cannot be displayed.',
  block_failed: 'This block could not be displayed.',
  step: 'Step',
  tab: 'Tab',
  table_truncated: 'This table is too large; only its first rows are shown.',
  table_row: 'Row',
  rating: '{value} out of {max}',
  yes: 'Yes',
  no: 'No',
  openapi_missing_spec: 'The OpenAPI specification of this block is not available.',
  openapi_missing_operation: 'The operation {name} is not in the OpenAPI specification.',
  openapi_missing_schema: 'The schema {name} is not in the OpenAPI specification.',
  openapi_parameters: 'Parameters',
  openapi_in: 'In',
  openapi_name: 'Name',
  openapi_type: 'Type',
  openapi_required: 'Required',
  openapi_optional: 'Optional',
  openapi_description: 'Description',
  openapi_request_body: 'Request body',
  openapi_responses: 'Responses',
  openapi_response: 'Response',
  openapi_example: 'Example',
  openapi_request_example: 'Example request',
  openapi_response_example: 'Example response',
  openapi_deprecated: 'Deprecated',
  openapi_authorizations: 'Authorizations',
  openapi_servers: 'Servers',
  openapi_webhook: 'Webhook',
  openapi_schemas: 'Schemas',
  openapi_one_of: 'One of',
  openapi_any_of: 'Any of',
  openapi_enum: 'Possible values',
  openapi_default: 'Default',
  openapi_recursive: 'recursive',
  openapi_more: 'More properties are not shown.',
  openapi_no_content: 'No content',
  user: 'User',
} as const;

export type RenderStringKey = keyof typeof RENDER_STRINGS;

/** `t(key)` with `{name}` placeholders replaced (a translation without a placeholder keeps its own text). */
export function format(t: (key: string) => string, key: RenderStringKey, values: Record<string, string | number> = {}): string {
  let text = t(key);
  for (const [name, value] of Object.entries(values)) text = text.split(`{${name}}`).join(String(value));
  return text;
}
