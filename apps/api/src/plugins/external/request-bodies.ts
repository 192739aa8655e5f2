import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, badRequest } from '../../errors';
import { findText, MAX_JSON_DEPTH, nestsDeeperThan } from './body-shape';
import { fieldLabel } from './validation-message';

/** A file sent with a multipart request, read into memory (uploads are small: at most 5 MB). */
export interface Upload {
  filename: string;
  mimetype: string;
  buffer: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The files of a multipart request by field name; handlers check their content, not their name. */
    uploads: Map<string, Upload> | null;
  }
}

const MULTIPART = 'multipart/form-data';

type BodySchemas = { content?: Record<string, { schema?: { properties?: Record<string, { type?: unknown }> } }> } | undefined;

/**
 * Request bodies in the forms the contract names, and only those, and no NUL character in any text. Fastify validates a body only against the
 * schema of its own content type and parses text/plain by default, so a body of any type an operation does
 * not list is refused here (400 UnsupportedMediaType) rather than reaching a handler unchecked.
 *
 * Multipart bodies (the profile photo, a challenge's review document): text fields and files go into the
 * body, each file as its name (the contract's `string, format: binary`) with its bytes in
 * `request.uploads`. A field the contract lists as an array is an array even when sent once, and a number
 * field's digits are its number.
 */
export const requestBodiesPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('uploads', null);
  // Fastify's own JSON parser (prototype poisoning refused), behind a bound on nesting: JSON.parse takes any
  // depth, but what walks the result afterwards (ours, the validator's) should not have to.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, raw, done) => {
    // parseAs 'string' hands over text; the type says either.
    const body = raw.toString();
    if (nestsDeeperThan(body, MAX_JSON_DEPTH)) {
      done(new AppError(400, 'BodyTooDeep', `The request body nests lists and objects too deeply: at most ${MAX_JSON_DEPTH} levels.`), undefined);
      return;
    }
    parseJson(request, body, done);
  });
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 20, parts: 600, fieldSize: 64 * 1024 },
    async onFile(this: FastifyRequest, part) {
      const buffer = await part.toBuffer();
      this.uploads ??= new Map();
      this.uploads.set(part.fieldname, { filename: part.filename, mimetype: part.mimetype, buffer });
      (part as unknown as { value: string }).value = part.filename || part.fieldname;
    },
  });

  // One callback hook, not async ones: no promise per request for work that never waits.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      refuseNul(request);
      checkBody(request);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
});

const hasNul = (text: string) => text.includes('\u0000');

/** PostgreSQL text cannot hold NUL: a string with one is bad input, refused before it reaches a query, naming its field. */
function refuseNul(request: FastifyRequest): void {
  for (const [part, value] of [
    ['The path', request.params],
    ['The query string', request.query],
    ['The request body', request.body],
  ] as const) {
    const found = findText(value, hasNul);
    if (!found) continue;
    const field = found.isKey ? 'Field names' : found.path.length > 0 ? fieldLabel(found.path) : part;
    throw badRequest(`${field} must not contain NUL characters.`);
  }
}

/** The body's content type must be one the contract accepts; a form's fields become the contract's types. */
function checkBody(request: FastifyRequest): void {
  const contentType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (!contentType || request.body === undefined) return;
  // Only the contract's routes: the rest (the test clock, 404s) take what they take. (routeOptions is built
  // afresh at each read, so it is read once and only for a request with a body.)
  const routeSchema = request.routeOptions.schema;
  if (!routeSchema) return;
  const accepted = (routeSchema.body as BodySchemas)?.content;
  if (!accepted?.[contentType]) throw badRequest('This content type is not accepted here; send JSON.', 'UnsupportedMediaType');
  const schema = accepted[contentType]?.schema;
  const body = request.body as Record<string, unknown> | null;
  if (contentType !== MULTIPART || !schema || !body) return;
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const value = body[name];
    if (value === undefined) continue;
    if (property.type === 'array' && !Array.isArray(value)) body[name] = [value];
    // Form fields are text: a number field holding digits is that number (anything else stays text and fails).
    if ((property.type === 'integer' || property.type === 'number') && typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) body[name] = Number(value);
  }
}
