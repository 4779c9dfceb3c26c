import { useT } from '@/lib/t';
import styled from 'styled-components';
import { requestStatusKind, type RequestStatusKind } from '@/lib/wallet';

/** A deposit or withdraw request's status as players read it; a status the portal does not know is shown as sent. */
export function RequestStatus({ status }: { status: unknown }) {
  const { t } = useT();
  const kind = requestStatusKind(status);
  return <Badge $kind={kind}>{kind ? t(`status.${kind}`) : String(status ?? '')}</Badge>;
}

const Badge = styled.span<{ $kind: RequestStatusKind | null }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 700;
  white-space: nowrap;
  border: 1px solid currentColor;
  color: ${({ $kind, theme }) =>
    $kind === 'waiting' ? theme.colors.accent : $kind === 'completed' ? theme.colors.success : $kind === 'cancelled' ? theme.colors.textMuted : theme.colors.text};
`;
