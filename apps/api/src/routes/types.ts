import type { operations } from '@stride/api-sdk/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type OperationId = keyof operations;

type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type Operation<O extends OperationId> = operations[O];

export type RequestBody<O extends OperationId> = Operation<O> extends { requestBody: infer R } ? JsonContent<NonNullable<R>> : undefined;
export type PathParams<O extends OperationId> = Operation<O>['parameters'] extends { path: infer P } ? NonNullable<P> : undefined;
export type QueryParams<O extends OperationId> = Operation<O>['parameters'] extends { query?: infer Q } ? NonNullable<Q> : undefined;
export type SuccessBody<O extends OperationId> = {
  [Status in 200 | 201]: Operation<O>['responses'] extends { [S in Status]: infer R } ? JsonContent<R> : never;
}[200 | 201];

export type OperationRequest<O extends OperationId> = FastifyRequest<{
  Body: RequestBody<O>;
  Params: PathParams<O>;
  Querystring: QueryParams<O>;
}>;

/** What a handler resolves to: the success body, or the reply itself for an operation without one (a redirect). */
type HandlerResult<O extends OperationId> = [SuccessBody<O>] extends [never] ? FastifyReply : SuccessBody<O>;

/** A handler typed from the contract: its request and its success body are the operation's. */
export type OperationHandler<O extends OperationId> = (request: OperationRequest<O>, reply: FastifyReply) => Promise<HandlerResult<O>>;

export type Handlers = { [O in OperationId]?: OperationHandler<O> };
