import { KOREAN_BANKS } from '@/lib/contract/terms';

export { KOREAN_BANKS };
export type BankName = (typeof KOREAN_BANKS)[number]['name'];

/** A stored bank name in the reader's language when it is one of KOREAN_BANKS; any other name as stored. */
export function bankLabel(t: (key: string) => string, name: unknown): string {
  const bank = typeof name === 'string' ? KOREAN_BANKS.find((known) => known.name === name.trim()) : undefined;
  return bank ? t(`banks.${bank.code}`) : typeof name === 'string' ? name : '';
}
