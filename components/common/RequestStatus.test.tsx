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
  ])('shows %s as %s', (status, label) => {
    renderWithProviders(<RequestStatus status={status} />);
    expect(screen.getByText(label)).toBeTruthy();
  });

  it.each<[Locale, string, string, string]>([
    ['en', 'Waiting', 'Completed', 'Cancelled'],
    ['jp', '処理待ち', '完了', '取消'],
    ['vn', 'Đang chờ', 'Hoàn tất', 'Đã hủy'],
    ['cn', '待处理', '已完成', '已取消'],
    ['th', 'รอดำเนินการ', 'เสร็จสิ้น', 'ยกเลิกแล้ว'],
  ])('is translated in %s', (locale, waiting, completed, cancelled) => {
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
    expect(screen.getByText('unknown-status')).toBeTruthy();
  });

  it('shows nothing for a missing status rather than "undefined"', () => {
    const { container } = renderWithProviders(<RequestStatus status={undefined} />);
    expect(container.textContent).toBe('');
  });
});
