import { createOpenApiHttp } from 'openapi-msw';
import type { Schema, paths } from '../contract';

/**
 * MSW handler factories typed from the contract: paths, parameters and bodies are checked by tsc, so a
 * mock cannot drift from openapi.yaml. Tests, Storybook and a mock mode share them.
 */
export const http = createOpenApiHttp<paths>({ baseUrl: '*/api' });

/** The `{ error: { code, message } }` body of a failure. */
export function errorBody(code: string, message: string): Schema<'Error'> {
  return { error: { code, message } };
}

const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();

export function aUserSession(overrides: Partial<Schema<'UserSession'>> = {}): Schema<'UserSession'> {
  return {
    id: 7,
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    role_id: 1,
    organization_id: null,
    photo_url: null,
    newPhotoURL: null,
    expiryDate: inAWeek(),
    token: 'test-anti-forgery-token',
    ...overrides,
  };
}

export function anAdminSession(overrides: Partial<Schema<'AdminSession'>> = {}): Schema<'AdminSession'> {
  return {
    id: 1,
    email: 'admin@stride.example',
    first_name: 'Grace',
    last_name: 'Hopper',
    expiryDate: inAWeek(),
    token: 'test-admin-token',
    ...overrides,
  };
}
