/** Banks a Korean player can name; `name` is what the backend stores, `code` picks the label (`banks.<code>`). */
export const KOREAN_BANKS = [
  { code: 'kb', name: 'KB국민은행' },
  { code: 'shinhan', name: '신한은행' },
  { code: 'woori', name: '우리은행' },
  { code: 'hana', name: '하나은행' },
  { code: 'nh', name: 'NH농협은행' },
  { code: 'ibk', name: 'IBK기업은행' },
  { code: 'sc', name: 'SC제일은행' },
  { code: 'citi', name: '한국씨티은행' },
  { code: 'kdb', name: 'KDB산업은행' },
  { code: 'suhyup', name: '수협은행' },
  { code: 'busan', name: '부산은행' },
  { code: 'daegu', name: 'iM뱅크(대구은행)' },
  { code: 'kyongnam', name: '경남은행' },
  { code: 'gwangju', name: '광주은행' },
  { code: 'jeonbuk', name: '전북은행' },
  { code: 'jeju', name: '제주은행' },
  { code: 'kbank', name: '케이뱅크' },
  { code: 'kakao', name: '카카오뱅크' },
  { code: 'toss', name: '토스뱅크' },
  { code: 'post', name: '우체국' },
  { code: 'saemaul', name: '새마을금고' },
  { code: 'shinhyup', name: '신협' },
] as const;

export type BankName = (typeof KOREAN_BANKS)[number]['name'];

/** A stored bank name in the reader's language when it is one of KOREAN_BANKS; any other name as stored. */
export function bankLabel(t: (key: string) => string, name: unknown): string {
  const bank = typeof name === 'string' ? KOREAN_BANKS.find((known) => known.name === name.trim()) : undefined;
  return bank ? t(`banks.${bank.code}`) : typeof name === 'string' ? name : '';
}
