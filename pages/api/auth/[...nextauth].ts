import NextAuth from 'next-auth';
import type { NextApiRequest, NextApiResponse } from 'next';
import { buildAuthOptions } from '@/lib/auth';
import { visitorOf } from '@/lib/visitor';

export default function auth(req: NextApiRequest, res: NextApiResponse) {
  return NextAuth(req, res, buildAuthOptions(visitorOf(req), res));
}
