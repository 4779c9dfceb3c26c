import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/i18n';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { RequestStatus } from './RequestStatus';

describe('RequestStatus', () => {
  it.each([
    ['wait', '대기'],
    ['reg', '대기'],
    ['already', '완료'],
    ['cansel', '취소'],
    ['approved', 'approved'],
    ['PENDING', 'PENDING'],
    ['', '알 수 없음'],
    ['<b>hold</b>', '알 수 없음'],
  ])('shows %s as %s', (status, label) => {
    renderWithProviders(<RequestStatus status={status} />);
    expect(screen.getByText(label)).toBeTruthy();
  });

  it.each<[Locale, string, string, string, string]>([
    ['en', 'Waiting', 'Completed', 'Cancelled', 'unknown-status'],
    ['jp', '処理待ち', '完了', '取消', 'unknown-status'],
    ['vn', 'Đang chờ', 'Hoàn tất', 'Đã hủy', 'unknown-status'],
    ['cn', '待处理', '已完成', '已取消', 'unknown-status'],
    ['th', 'รอดำเนินการ', 'เสร็จสิ้น', 'ยกเลิกแล้ว', 'unknown-status'],
  ])('is translated in %s', (locale, waiting, completed, cancelled, other) => {
    renderWithProviders(
      <>
        <RequestStatus status="wait" />
        <RequestStatus status="reg" />
        <RequestStatus status="already" />
        <RequestStatus status="cansel" />
        <RequestStatus status="unknown-status" />
      </>,
      { locale },
    );
    expect(screen.getAllByText(waiting)).toHaveLength(2);
    expect(screen.getByText(completed)).toBeTruthy();
    expect(screen.getByText(cancelled)).toBeTruthy();
    expect(screen.getByText(other)).toBeTruthy();
  });

  it('labels a missing status as unknown rather than "undefined"', () => {
    const { container } = renderWithProviders(<RequestStatus status={undefined} />, { locale: 'en' });
    expect(container.textContent).toBe('Unknown');
  });
});
