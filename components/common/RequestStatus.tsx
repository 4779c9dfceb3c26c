import { useT } from '@/lib/t';
import styled from 'styled-components';
import { requestStatusKind, type RequestStatusKind } from '@/lib/wallet';

/** A status code worth showing to a member who asks support about it. */
const CODE = /^[A-Za-z0-9_-]{1,24}$/;

/**
 * A deposit or withdraw request's status as players read it. A status the portal does not know is labelled
 * "other" in the reader's language, with the backend's code when it is a short plain word (support can read it).
 */
export function RequestStatus({ status }: { status: unknown }) {
  const { t } = useT();
  const kind = requestStatusKind(status);
  const label = kind
    ? t(`status.${kind}`)
    : typeof status === 'string' && CODE.test(status)
      ? t('status.other', { status })
      : t('status.unknown');
  return <Badge $kind={kind}>{label}</Badge>;
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
