import { proxyHandler } from '@/lib/proxy';

// The proxy reads the raw body itself, to enforce its size limit and answer bad JSON with a 400.
export const config = { api: { bodyParser: false, responseLimit: '2mb' } };

export default proxyHandler;
