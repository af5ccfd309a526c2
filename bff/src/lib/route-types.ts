import type { AnyEndpoint, InputOf, OutputOf } from '@portal/contracts/endpoints/endpoint';
import type { z } from 'zod';

/*
 * What a route's zod schemas read and answer, as the types of its descriptor (ADR 062), so that
 * `defineRoute(descriptor, config)` refuses a route that has drifted from the descriptor the
 * remotes call it by. Types only.
 */

type Flat<T> = { [K in keyof T]: T[K] };

/** `{ [key]: T }`, optional when every field of `T` is (a caller may leave the part out). */
type Part<Key extends string, T> =
  Record<never, never> extends T ? { [K in Key]?: T } : { [K in Key]: T };

type RequestOf<R> = R extends { request: infer Request } ? Request : Record<never, never>;

/** One schema part of the request: `params` always required, the others as `Part` says. */
type SchemaPart<Request, Key extends string> = Request extends {
  [K in Key]: infer Schema extends z.ZodType;
}
  ? Key extends 'params'
    ? { [K in Key]: z.input<Schema> }
    : Part<Key, z.input<Schema>>
  : Record<never, never>;

/** What a request body of one media type is on the wire: JSON, or the browser's `FormData`. */
type BodyOf<Content> = {
  [Media in keyof Content]: Media extends `multipart/form-data${string}`
    ? FormData
    : Content[Media] extends { schema: infer Schema extends z.ZodType }
      ? z.input<Schema>
      : never;
}[keyof Content];

type BodyPart<Request> = Request extends { body: { content: infer Content } }
  ? Request extends { body: { required: true } }
    ? { body: BodyOf<Content> }
    : { body?: BodyOf<Content> }
  : Record<never, never>;

/** What a call of route `R` sends: `{ params?, query?, headers?, body? }` as a descriptor says it. */
export type RouteInput<R> = Flat<
  SchemaPart<RequestOf<R>, 'params'> &
    SchemaPart<RequestOf<R>, 'query'> &
    SchemaPart<RequestOf<R>, 'headers'> &
    BodyPart<RequestOf<R>>
>;

type SuccessCode =
  200 | 201 | 202 | 203 | 204 | 206 | '200' | '201' | '202' | '203' | '204' | '206';

type AnswerOf<Response> = Response extends { content: infer Content }
  ? {
      [Media in keyof Content]: Content[Media] extends { schema: infer Schema extends z.ZodType }
        ? z.output<Schema>
        : never;
    }[keyof Content]
  : void;

/** What a success of route `R` answers: its 2xx bodies (`z.output`), `void` without a body. */
export type RouteOutput<R> = R extends { responses: infer Responses }
  ? { [Code in keyof Responses & SuccessCode]: AnswerOf<Responses[Code]> }[keyof Responses &
      SuccessCode]
  : never;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** The keys of an object type; `never` for anything else (a primitive, `void`). */
type KeysOf<T> = T extends object ? keyof T : never;

/**
 * Each type fits the other, and both name the same parts and, in each part, the same fields: an
 * optional field one side lacks would fit either way.
 */
type Matches<A, B> =
  Same<A, B> extends false
    ? false
    : Same<KeysOf<A>, KeysOf<B>> extends false
      ? false
      : false extends {
            [K in KeysOf<A>]: Same<
              KeysOf<NonNullable<A[K & keyof A]>>,
              KeysOf<NonNullable<B[K & keyof B]>>
            >;
          }[KeysOf<A>]
        ? false
        : true;

/**
 * `unknown` when route `R` reads and answers what descriptor `E` says; else a property that the
 * config lacks, named after the difference and carrying both types, so the compiler's message
 * at `defineRoute` shows them.
 */
export type RouteMatches<E extends AnyEndpoint, R> =
  Matches<InputOf<E>, RouteInput<R>> extends false
    ? {
        'the request schemas differ from the descriptor': {
          descriptor: InputOf<E>;
          route: RouteInput<R>;
        };
      }
    : Matches<OutputOf<E>, RouteOutput<R>> extends false
      ? {
          'the 2xx answer schemas differ from the descriptor': {
            descriptor: OutputOf<E>;
            route: RouteOutput<R>;
          };
        }
      : unknown;
