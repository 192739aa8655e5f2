/** Answers whose status forbids a body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * A `fetch` for one call of the API client that sends through XMLHttpRequest, the browser API that reports
 * how much of a request body has gone (fetch does not). The client's middleware (bearer token, ApiError) runs
 * as for any call; `onProgress` hears the share sent, from 0 to 1.
 */
export function fetchWithUploadProgress(onProgress: (sent: number) => void) {
  return async (request: Request): Promise<Response> => {
    const body = await request.blob();
    return new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.withCredentials = request.credentials === 'include';
      // The API answers in JSON: text carries it whole.
      xhr.responseType = 'text';
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
      xhr.addEventListener('load', () => {
        const payload = NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText;
        resolve(new Response(payload, { status: xhr.status, statusText: xhr.statusText, headers: responseHeaders(xhr.getAllResponseHeaders()) }));
      });
      xhr.addEventListener('error', () => reject(new TypeError('The document could not be sent.')));
      xhr.addEventListener('abort', () => reject(new DOMException('The upload was stopped.', 'AbortError')));
      request.signal.addEventListener('abort', () => xhr.abort());
      xhr.send(body);
    });
  };
}
