import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWithUploadProgress } from './upload';

/** An XMLHttpRequest that reports its upload in two parts, then answers 200 with a JSON body. */
class FakeXhr extends EventTarget {
  static last: FakeXhr | null = null;
  readonly upload = new EventTarget();
  readonly headers: Record<string, string> = {};
  method = '';
  url = '';
  body: unknown = null;
  withCredentials = false;
  responseType = '';
  status = 0;
  statusText = '';
  responseText = '';
  constructor() {
    super();
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  abort() {
    this.dispatchEvent(new Event('abort'));
  }
  send(body: unknown) {
    this.body = body;
    for (const loaded of [50, 100]) this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total: 100 }));
    this.status = 200;
    this.responseText = '{"message":"Document successfully sent."}';
    this.dispatchEvent(new Event('load'));
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('fetchWithUploadProgress', () => {
  it('sends the request through XMLHttpRequest, reports the share sent and answers with the response', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const progress: number[] = [];
    const request = new Request('http://localhost:3000/api/group/challenge-doc', { method: 'POST', body: 'payload', headers: { Authorization: 'Bearer t' }, credentials: 'include' });
    const response = await fetchWithUploadProgress((sent) => progress.push(sent))(request);
    expect(progress).toEqual([0.5, 1]);
    expect(FakeXhr.last).toMatchObject({ method: 'POST', url: 'http://localhost:3000/api/group/challenge-doc', withCredentials: true, headers: { authorization: 'Bearer t' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Document successfully sent.' });
  });
});
