import { bankLabel } from '@/lib/banks';
import { useT } from '@/components/common/translation';
import styled from 'styled-components';

interface Bank {
  bankname?: unknown;
  bankOwner?: unknown;
  banknum?: unknown;
}

const shown = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : '-');

export function BankDetails({ bank }: { bank: Bank }) {
  const { t } = useT();
  const rows = [
    ['wallet.bank.name', bankLabel(t, bank.bankname)],
    ['wallet.bank.owner', bank.bankOwner],
    ['wallet.bank.number', bank.banknum],
  ] as const;
  return (
    <List>
      {rows.map(([key, value]) => (
        <Row key={key}>
          <dt>{t(key)}</dt>
          <dd className={key === 'wallet.bank.number' ? 'tabular' : undefined}>{shown(value)}</dd>
        </Row>
      ))}
    </List>
  );
}

const List = styled.dl`
  margin: 0;
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  padding: 10px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
  dd {
    margin: 0;
    font-weight: 600;
    text-align: right;
    min-width: 0;
  }
`;
