import { controlCharacterMessage, findControlCharacter } from '@school/shared/common/common.rules';
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';

// Issued as a zod issue, so the error handler words it like any other refused field.
const noControlCharacters = z.unknown().superRefine((value, ctx) => {
  const path = findControlCharacter(value);
  if (path)
    ctx.addIssue({
      code: 'custom',
      path,
      message: controlCharacterMessage,
      params: { code: 'invalid_format' },
    });
});

/**
 * Refuses a control character in any string of a body, query or parameters before the route's
 * own schema runs, for every route in one place: PostgreSQL refuses NUL in text (a 500 after the
 * fact), and a streamed answer would already have begun.
 */
export function refusingControlCharacters<S>(
  compile: FastifySchemaCompiler<S>,
): FastifySchemaCompiler<S> {
  return (route) => {
    const validate = compile(route);
    const refuse = compile({ ...route, schema: noControlCharacters as S });
    return (data) => {
      const refused = refuse(data);
      return refused && typeof refused === 'object' && 'error' in refused && refused.error
        ? refused
        : validate(data);
    };
  };
}
