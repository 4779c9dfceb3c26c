import Link from 'next/link';
import styled from 'styled-components';
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
      <HomeLink href={paths.home}>{homeLabel}</HomeLink>
    </Panel>
  );
}

const Panel = styled.section`
  max-width: 560px;
  margin: 8vh auto 0;
  padding: 32px 24px;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};

  h1 { margin: 0 0 8px; font-size: 1.5rem; }
  p { margin: 0 0 24px; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Code = styled.div`
  font-size: 3rem;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.accent};
  font-variant-numeric: tabular-nums;
`;

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 20px;
  border-radius: 999px;
  font-weight: 700;
  text-decoration: none;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
`;
