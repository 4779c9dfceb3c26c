import { z } from 'zod';

const serverEnvSchema = z.object({
  BACKEND_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4000'),
  BACKEND_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  NEXTAUTH_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  NEXTAUTH_URL: z.url().optional(),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

/** Parses the variables the portal server reads; a bad value fails fast with the variable's name. */
export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = serverEnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return result.data;
}

let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}
