import fc from 'fast-check';

/** A JSON Schema as the OpenAPI document carries the zod contracts (OpenAPI 3.1). */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
};

export type Resolve = (ref: string) => JsonSchema;

/** Values no contract expects: what an attacker types instead of a well-formed field. */
export function hostile(): fc.Arbitrary<unknown> {
  const control = fc
    .array(fc.integer({ min: 0, max: 31 }), { minLength: 1, maxLength: 6 })
    .map((codes) => `a${String.fromCharCode(...codes)}b`);
  const deep = fc.integer({ min: 50, max: 2000 }).map((depth) => {
    let value: unknown = 'bottom';
    for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
    return value;
  });
  return fc.oneof(
    control,
    fc.constantFrom(
      '\u0000',
      '%00',
      '\u202e\u200b',
      '\ud800',
      '<script>alert(1)</script>',
      "' or 1=1 --",
      '../../etc/passwd',
    ),
    fc.integer({ min: 10_000, max: 300_000 }).map((n) => 'x'.repeat(n)),
    fc.integer({ min: 1000, max: 20_000 }).map((n) => '&<'.repeat(n)),
    deep,
    fc.constantFrom(
      1e308,
      -1e308,
      Number.MAX_SAFE_INTEGER + 2,
      -0,
      2 ** 31,
      -(2 ** 63),
      0.5,
      1e-300,
    ),
    fc.constantFrom(
      '0000-01-01T00:00:00Z',
      '9999-12-31T23:59:59Z',
      '+275760-09-13T00:00:00.000Z',
      '2024-02-30T25:61:61Z',
      '-000001-01-01T00:00:00Z',
      '2030-01-01',
    ),
    fc.constantFrom(null, true, false, [], {}, [[]], '', ' ', '0', '-1', 'NaN', 'Infinity'),
    fc.constantFrom(
      JSON.parse('{"__proto__":{"admin":true}}') as unknown,
      JSON.parse('{"constructor":{"prototype":{"admin":true}}}') as unknown,
    ),
  );
}

function stringOf(schema: JsonSchema, ids: readonly string[]): fc.Arbitrary<string> {
  const { minLength: min = 0, maxLength: max = Math.max(min, 40) } = schema;
  if (schema.format === 'uuid') return fc.oneof(fc.constantFrom(...ids), fc.uuid());
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString());
  if (schema.format === 'date')
    return fc
      .date({ min: new Date('1990-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= max);
    } catch {
      // A pattern fast-check cannot read: fall back to plain text.
    }
  }
  return fc.string({ minLength: min, maxLength: Math.min(max, min + 60) });
}

/** Well-formed values for a schema, with real ids among the random ones. */
export function fromSchema(
  schema: JsonSchema,
  resolve: Resolve,
  ids: readonly string[],
): fc.Arbitrary<unknown> {
  if (schema.$ref) return fromSchema(resolve(schema.$ref), resolve, ids);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((s) => fromSchema(s, resolve, ids)));
  if (schema.allOf?.[0]) return fromSchema(schema.allOf[0], resolve, ids);
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type) => fromSchema({ ...schema, type }, resolve, ids)));
  switch (schema.type) {
    case 'string':
      return stringOf(schema, ids);
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, -(2 ** 31)),
        max: Math.min(schema.maximum ?? 100_000, 2 ** 31),
      });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(fromSchema(schema.items ?? {}, resolve, ids), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, (schema.minItems ?? 0) + 5),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      return fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([k, s]) => [k, fromSchema(s, resolve, ids)]),
        ),
        { requiredKeys: Object.keys(properties).filter((k) => required.has(k)) },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A valid value, or one with a field (or the whole) swapped for something hostile, or extra keys. */
export function mutated(valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const swapped = fc.tuple(valid, fc.nat(), hostile()).map(([value, at, bad]) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return bad;
    const keys = Object.keys(value);
    const key = keys.length ? keys[at % keys.length] : 'extra';
    return { ...value, [key ?? 'extra']: bad };
  });
  const prototypeKeys = valid.map((value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? JSON.parse(
          `{"__proto__":{"role":"admin"},"constructor":{"prototype":{"x":1}},${JSON.stringify(value).slice(1)}`.replace(
            ',}',
            '}',
          ),
        )
      : value,
  );
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 4, arbitrary: swapped },
    { weight: 1, arbitrary: prototypeKeys },
    { weight: 2, arbitrary: hostile() },
  );
}
