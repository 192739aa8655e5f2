import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, isRefusal, isUnreachable } from './api-error';
import { createApiClient } from './client';
import { aUserSession, errorBody, http } from './testing/index';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const baseUrl = 'http://stride.test/api';

describe('the API client', () => {
  it('sends the token as a bearer on writes only', async () => {
    const seen: (string | null)[] = [];
    server.use(
      http.get('/user/check-auth', ({ request, response }) => {
        seen.push(request.headers.get('authorization'));
        return response(200).json(aUserSession());
      }),
      http.post('/user/logout', ({ request, response }) => {
        seen.push(request.headers.get('authorization'));
        return response(200).json({ message: 'Signed out' });
      }),
    );
    const client = createApiClient({ baseUrl, getToken: () => 'abc' });
    await client.GET('/user/check-auth');
    await client.POST('/user/logout');
    expect(seen).toEqual([null, 'Bearer abc']);
  });

  it('throws an ApiError with the server code and message on a non-2xx answer', async () => {
    server.use(http.post('/user/login', ({ response }) => response(401).json(errorBody('InvalidCredentials', 'Incorrect email or password.'))));
    const client = createApiClient({ baseUrl });
    const error = await client.POST('/user/login', { body: { email: 'a@b.co', password: 'x' } }).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'InvalidCredentials', message: 'Incorrect email or password.' });
    expect((error as ApiError).messageOr('fallback')).toBe('Incorrect email or password.');
  });

  it('falls back when the failure has no error body', async () => {
    server.use(http.untyped.get('*/api/user/details', () => new Response('upstream timeout', { status: 502 })));
    const error = (await createApiClient({ baseUrl }).GET('/user/details').catch((thrown: unknown) => thrown)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.messageOr('An error occured. Please try again later.')).toBe('An error occured. Please try again later.');
  });

  it('uses the fallback for a server failure even when it has a message', async () => {
    server.use(http.post('/user/register', ({ response }) => response.untyped(Response.json(errorBody('InternalError', 'Something went wrong (reference 1).'), { status: 500 }))));
    const error = (await createApiClient({ baseUrl })
      .POST('/user/register', { body: { email: 'a@b.co', password: 'Str0ng!pw', first_name: 'A', last_name: 'B' } })
      .catch((thrown: unknown) => thrown)) as ApiError;
    expect(error.messageOr('An Error Occured. Please try again later')).toBe('An Error Occured. Please try again later');
  });

  it('tells the app about a 401 so an expired session can go to sign-in', async () => {
    server.use(http.get('/user/details', ({ response }) => response(401).json(errorBody('SessionExpired', 'Your session has expired. Please sign in again.'))));
    const onUnauthorized = vi.fn();
    await createApiClient({ baseUrl, onUnauthorized }).GET('/user/details').catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('tells a Stride that cannot be reached (network failure, 502, 503, 504) from a refusal and from a fault', async () => {
    server.use(
      http.get('/user/check-auth', ({ response }) => response(503).json(errorBody('ServiceUnavailable', "Stride can't reach its database right now."))),
      http.get('/user/details', ({ response }) => response(401).json(errorBody('SessionExpired', 'Your session has expired.'))),
      http.untyped.get('*/api/program/get-enrolled', () => Response.error()),
    );
    const client = createApiClient({ baseUrl });
    const down = await client.GET('/user/check-auth').catch((thrown: unknown) => thrown);
    const refused = await client.GET('/user/details').catch((thrown: unknown) => thrown);
    const offline = await client.GET('/program/get-enrolled').catch((thrown: unknown) => thrown);
    expect([isUnreachable(down), isRefusal(down)]).toEqual([true, false]);
    expect([isUnreachable(refused), isRefusal(refused)]).toEqual([false, true]);
    expect([isUnreachable(offline), isRefusal(offline)]).toEqual([true, false]);
    const fault = new ApiError(500, errorBody('InternalError', 'Something went wrong.'));
    expect([isUnreachable(fault), isRefusal(fault)]).toEqual([false, false]);
  });
});
