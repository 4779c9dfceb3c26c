import { useT } from '@/components/common/translation';
import styled from 'styled-components';
import { alpha } from '@/styles/theme';

export function UnavailableNotice() {
  const { t } = useT();
  return <Notice role="status">{t('common.unavailable')}</Notice>;
}

const Notice = styled.p`
  margin: 0 0 16px;
  padding: 12px 16px;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => alpha(theme.colors.danger, 8)};
`;
