import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  MEDIA_ROOT: z.string().optional(),
  WEB_DIST: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET needs at least 32 characters').optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  REGISTRATION_ENABLED: booleanFlag.default(true),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|yes|no|\d{1,2})$/,
      'TRUST_PROXY is the number of proxies in front of the server (true means 1, false 0)',
    )
    .default('0')
    .transform((v) =>
      v === 'true' || v === 'yes' ? 1 : v === 'false' || v === 'no' ? 0 : Number(v),
    ),
  SUPPORT_EMAIL: z.string().email().default('support@schoolhelp.example'),
  CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'CURRENCY is a three-letter code such as EUR')
    .default('EUR'),
  CREDIT_PRICE_CENTS: z.coerce.number().int().min(1).default(10),
  CREDIT_PACKAGES: z
    .string()
    .regex(
      /^\d+:\d+(,\d+:\d+)*$/,
      'CREDIT_PACKAGES lists credits:priceInCents pairs, e.g. 100:1000,500:4500',
    )
    .default('100:1000,500:4500,1000:8500,5000:40000'),
  PUBLIC_URL: z
    .string()
    .url('PUBLIC_URL must be a URL such as https://console.school.example')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  HOME_URL: z.string().url('HOME_URL must be a URL such as https://schoolhelp.example').optional(),
  FAQ_URL: z
    .string()
    .url('FAQ_URL must be a URL such as https://schoolhelp.example/faq')
    .optional(),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  mediaRoot: string;
  webDist: string;
  jwtSecret: string | undefined;
  seed: 'demo' | 'none';
  registrationEnabled: boolean;
  /**
   * How many proxies in front of the server to believe: the client's address is read that many
   * hops back in `X-Forwarded-For`, so a client cannot pick its own address (rate limits key on it).
   */
  trustProxy: number;
  supportEmail: string;
  currency: string;
  creditPriceCents: number;
  creditPackages: { credits: number; priceCents: number }[];
  /** Origin used in links sent outside the console (invitations). */
  publicUrl: string;
  logLevel: NonNullable<z.infer<typeof configSchema>['LOG_LEVEL']>;
  /** Whether LOG_LEVEL was given; at a terminal the server otherwise logs warnings only. */
  logLevelSet: boolean;
  /** The platform's public site and FAQ, linked from the menu; the entries hide when unset. */
  homeUrl: string | undefined;
  faqUrl: string | undefined;
};

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The only place that reads the environment (CONVENTIONS: errors and config). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as it does for most tools.
  const parsed = configSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const dataDir = path.resolve(c.DATA_DIR);
  return {
    env: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    dataDir,
    databaseUrl: c.DATABASE_URL,
    databasePoolSize: c.DATABASE_POOL_SIZE,
    mediaRoot: path.resolve(c.MEDIA_ROOT ?? path.join(dataDir, 'media')),
    webDist: path.resolve(c.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    jwtSecret: c.JWT_SECRET,
    seed: c.SEED,
    registrationEnabled: c.REGISTRATION_ENABLED,
    trustProxy: c.TRUST_PROXY,
    supportEmail: c.SUPPORT_EMAIL,
    currency: c.CURRENCY,
    creditPriceCents: c.CREDIT_PRICE_CENTS,
    creditPackages: c.CREDIT_PACKAGES.split(',').map((pair) => {
      const [credits = 0, priceCents = 0] = pair.split(':').map(Number);
      return { credits, priceCents };
    }),
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    logLevel: c.LOG_LEVEL ?? 'info',
    logLevelSet: c.LOG_LEVEL !== undefined,
    homeUrl: c.HOME_URL,
    faqUrl: c.FAQ_URL,
  };
}

/**
 * Fastify's proxy trust for a hop count: the socket and the `hops - 1` addresses before it in
 * `X-Forwarded-For` are proxies; the address before those is the client. Fastify's own numeric
 * setting trusts nothing, and `true` would let a client name any address it likes.
 */
export function proxyTrust(hops: number): false | ((address: string, hop: number) => boolean) {
  return hops > 0 ? (_address, hop) => hop < hops : false;
}
