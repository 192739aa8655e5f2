/** A request body as it travels: JSON text, or the bytes of a multipart form with their content type. */
export interface EncodedBody {
  body: string | Uint8Array;
  contentType: string | undefined;
}

/**
 * Encodes a body in the operation's content type. In a form, a file (a Buffer) is sent as a file, as is a
 * contract `string, format: binary` field still holding its example text ("binary"); a list is sent as
 * repeated fields. (A form's text travels as UTF-8, where half a character cannot be written.)
 */
export async function encodeBody(contentType: string, body: Record<string, unknown>): Promise<EncodedBody> {
  if (contentType !== 'multipart/form-data') return { body: JSON.stringify(body), contentType: 'application/json' };
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (Buffer.isBuffer(item)) form.append(name, new Blob([new Uint8Array(item)]), `${name}.bin`);
      else form.append(name, item === 'binary' ? new Blob(['file content']) : String(item));
    }
  }
  const encoded = new Response(form);
  return { body: new Uint8Array(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type') ?? undefined };
}
