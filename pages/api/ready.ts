import type { NextApiRequest, NextApiResponse } from 'next';
import { backendReady } from '@/lib/ready';

/** Readiness for load balancers: 200 while the backend answers, else 503 (/api/health stays liveness). */
export default async function ready(_req: NextApiRequest, res: NextApiResponse<{ status: 'ready' | 'unavailable' }>) {
  res.setHeader('Cache-Control', 'no-store');
  if (await backendReady()) res.status(200).json({ status: 'ready' });
  else res.status(503).json({ status: 'unavailable' });
}
