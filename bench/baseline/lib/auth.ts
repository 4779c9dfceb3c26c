import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';

// next-auth as the portal configures it (credentials, JWT sessions); this floor signs nobody in.
export const authOptions: NextAuthOptions = {
  secret: 'bench-baseline-only-not-a-secret',
  session: { strategy: 'jwt' },
  providers: [
    CredentialsProvider({
      credentials: { username: { type: 'text' }, password: { type: 'password' } },
      authorize: async () => null,
    }),
  ],
};
