import type { NextApiRequest, NextApiResponse } from 'next';
import type { Greeting } from '../../lib/store';

export default function greeting(_req: NextApiRequest, res: NextApiResponse<Greeting>) {
  res.json({ at: new Date().toISOString() });
}
