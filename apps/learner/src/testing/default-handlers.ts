import { http } from '@stride/api-sdk/testing';

/** Calls any learner screen may make in passing; a test overrides them where it is about them. */
export const defaultHandlers = [http.get('/user/oidc/provider', ({ response }) => response(200).json({ enabled: false, name: null }))];
