import { PGlite, type PGliteOptions, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { sqlSpan } from '../observe';

/**
 * PGlite with a span around each statement drizzle sends (its `query`, in and out of transactions): what
 * @opentelemetry/instrumentation-pg gives node-postgres. The statement's text is recorded, never its values.
 */
export class TracedPGlite extends PGlite {
  static async open(options: PGliteOptions) {
    const client = new TracedPGlite(options);
    await client.waitReady;
    return client;
  }

  override query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return sqlSpan(query, () => super.query<T>(query, params, options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return sqlSpan('BEGIN … COMMIT', () =>
      super.transaction((tx) =>
        callback({
          ...tx,
          query: <R>(query: string, params?: unknown[], options?: QueryOptions) =>
            sqlSpan(query, () => tx.query<R>(query, params, options)),
        }),
      ),
    );
  }
}
