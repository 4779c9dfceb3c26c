import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/i18n';
import { renderWithProviders } from '@/tests/utils/renderWithProviders';
import { UnavailableNotice } from './UnavailableNotice';

// The notice stands for the member's details (which the 30-second health check brings back by itself) and for notices,
// jackpots, game lists and histories (which nothing fetches again until the page is reloaded): it promises neither.
const texts: Record<Locale, string> = {
  ko: '일시적으로 정보를 불러올 수 없습니다. 잠시 후에도 표시되지 않으면 페이지를 새로 고쳐 주세요.',
  en: 'This information cannot be loaded right now. If it does not appear in a moment, please reload the page.',
  jp: '一時的に情報を読み込めません。しばらくしても表示されない場合は、ページを再読み込みしてください。',
  vn: 'Tạm thời không tải được thông tin. Nếu sau giây lát thông tin vẫn chưa hiển thị, vui lòng tải lại trang.',
  cn: '暂时无法加载信息，如稍后仍未显示，请刷新页面。',
  th: 'ไม่สามารถโหลดข้อมูลได้ชั่วคราว หากยังไม่แสดงในอีกสักครู่ โปรดโหลดหน้านี้ใหม่',
};

describe('UnavailableNotice', () => {
  it.each(Object.entries(texts) as [Locale, string][])('%s: asks for a reload if the data does not come back, without promising a retry', (locale, text) => {
    renderWithProviders(<UnavailableNotice />, { locale });
    expect(screen.getByRole('status').textContent).toBe(text);
  });
});
