// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/i18n';
import { createTestI18n } from '@/tests/utils/i18n';
import { bankLabel, KOREAN_BANKS } from './banks';

describe('bankLabel', () => {
  it.each(LOCALES)('names every listed bank in %s', (locale) => {
    const { t } = createTestI18n(locale);
    for (const bank of KOREAN_BANKS) expect(bankLabel(t, bank.name)).not.toMatch(/^banks\.|^$/);
  });

  it('reads a stored name with stray spaces, and shows any other name as stored', () => {
    const { t } = createTestI18n('en');
    expect(bankLabel(t, ' 카카오뱅크 ')).toBe('KakaoBank');
    expect(bankLabel(t, '데모은행')).toBe('데모은행');
    expect(bankLabel(t, undefined)).toBe('');
  });
});
