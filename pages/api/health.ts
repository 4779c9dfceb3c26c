import type { NextApiRequest, NextApiResponse } from 'next';

/** Liveness for load balancers and the start script; says nothing about the backend. */
export default function health(_req: NextApiRequest, res: NextApiResponse<{ status: 'ok' }>) {
  res.setHeader('Cache-Control', 'no-store');
  res.status(200).json({ status: 'ok' });
}
