// `npm run check-backend -- --url …`: checks an operator's backend against lib/contract and prints the portal's .env.
import { main } from '@/lib/checkBackend/cli';

void main(process.argv.slice(2), { out: (line) => console.log(line), err: (line) => console.error(line) }).then(
  ({ code }) => {
    process.exitCode = code;
  },
);
