import type { ContactField, ErrorCode } from '../../src/lib/contact-schema.ts';
import type { UiKey } from '../../src/i18n/ui/index.ts';

/** Why a request was refused; `code` in every JSON error answer. */
export type RejectionCode =
  | 'validation_failed'
  | 'invalid_request'
  | 'invalid_json'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'method_not_allowed'
  | 'forbidden_origin'
  | 'unauthorized'
  | 'rate_limited'
  | 'server_error';

/** Status and visitor-facing text of each rejection. */
export const REJECTIONS: Record<RejectionCode, { status: number; message: UiKey }> = {
  // 422, not 400: the request is well-formed, its content is not; the form shows `fields` next to the inputs.
  validation_failed: { status: 422, message: 'form.errors.title' },
  // A field other than the four (idempotencyKey) has an impossible value: not something a visitor can fix.
  invalid_request: { status: 422, message: 'form.errors.invalidType' },
  invalid_json: { status: 400, message: 'form.errors.invalidJson' },
  payload_too_large: { status: 413, message: 'form.errors.tooLarge' },
  unsupported_media_type: { status: 415, message: 'form.errors.contentType' },
  method_not_allowed: { status: 405, message: 'form.errors.method' },
  forbidden_origin: { status: 403, message: 'form.errors.origin' },
  // A wrong anon key means the request did not come from the site's own form, as a foreign origin.
  unauthorized: { status: 401, message: 'form.errors.unauthorized' },
  rate_limited: { status: 429, message: 'form.errors.rateLimited' },
  server_error: { status: 500, message: 'form.errors.server' },
};

/** A refused request, thrown anywhere in the route and answered by its error handler. */
export class ContactRejection extends Error {
  readonly code: RejectionCode;
  readonly statusCode: number;
  readonly fields: Partial<Record<ContactField, ErrorCode>>;
  /** Placeholders of the message, e.g. { minutes: 10 }. */
  readonly vars: Record<string, number>;

  constructor(code: RejectionCode, fields: Partial<Record<ContactField, ErrorCode>> = {}, vars: Record<string, number> = {}) {
    super(code);
    this.code = code;
    this.statusCode = REJECTIONS[code].status;
    this.fields = fields;
    this.vars = vars;
  }
}

/** Fastify's own errors (body parsing, limits) as rejections; anything unknown is a server error. */
export function toRejection(error: unknown): ContactRejection {
  if (error instanceof ContactRejection) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (status === 413) return new ContactRejection('payload_too_large');
  if (status === 415) return new ContactRejection('unsupported_media_type');
  // Any other refusal of Fastify's before the handler (a bad Content-Length, say) is a malformed body.
  if (status !== undefined && status >= 400 && status < 500) return new ContactRejection('invalid_json');
  return new ContactRejection('server_error');
}
