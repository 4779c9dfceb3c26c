import Link from 'next/link';
import styled from 'styled-components';
import { Button } from '@/components/common/Button';
import { Sheet } from '@/components/common/Card';
import { paths } from '@/lib/paths';

interface ErrorScreenProps {
  code?: number;
  title: string;
  body: string;
  homeLabel: string;
}

export function ErrorScreen({ code, title, body, homeLabel }: ErrorScreenProps) {
  return (
    <Panel>
      {code ? <Code aria-hidden="true">{code}</Code> : null}
      <h1>{title}</h1>
      <p>{body}</p>
      <Button as={Link} href={paths.home} $tone="primary">
        {homeLabel}
      </Button>
    </Panel>
  );
}

const Panel = styled(Sheet)`
  text-align: center;
`;

const Code = styled.div`
  font-size: 3rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.accent};
  font-variant-numeric: tabular-nums;
`;
