// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { helpFormError, toHelpQuestion } from './help';

describe('help form', () => {
  it.each([
    [{ title: '', contents: '' }, 'msg2024'],
    [{ title: '   ', contents: '내용' }, 'msg2024'],
    [{ title: '입금 문의', contents: '' }, 'msg2025'],
    [{ title: '입금 문의', contents: ' \n ' }, 'msg2025'],
    [{ title: '입금 문의', contents: '확인 부탁드립니다.' }, null],
  ])('%j → %s', (values, expected) => expect(helpFormError(values)).toBe(expected));

  it('trims and bounds what is sent', () => {
    expect(toHelpQuestion({ title: ' 제목 ', contents: ' 내용 ' })).toEqual({ title: '제목', contents: '내용' });
    const long = toHelpQuestion({ title: 'x'.repeat(120), contents: 'y'.repeat(6000) });
    expect(long.title).toHaveLength(100);
    expect(long.contents).toHaveLength(5000);
  });
});
