import { useT } from '@/lib/t';
import styled from 'styled-components';

/** Shown where server data should be but the backend could not be reached; the page keeps working. */
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
  background: rgba(255, 107, 107, 0.08);
`;
