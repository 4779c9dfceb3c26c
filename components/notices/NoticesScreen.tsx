import Link from 'next/link';
import { useRouter } from 'next/router';
import { useT } from '@/lib/t';
import styled from 'styled-components';
import { UnavailableNotice } from '@/components/common/UnavailableNotice';
import { PageLayout } from '@/components/layout/PageLayout';
import type { Notice } from '@/lib/contract';
import { filterForHost } from '@/lib/domain';
import { toAmount } from '@/lib/format';
import { formatDate } from '@/lib/format/date';
import { paths } from '@/lib/paths';
import { sanitizeHtml } from '@/lib/sanitize';
import { idFromQuery } from '@/lib/validation/paging';
import { useAppSelector } from '@/store/hooks';
import { useNoticesQuery } from '@/store/noticesApi';
import { selectPageDataFailed } from '@/store/pageSlice';

export interface NoticesScreenProps {
  /** The visitor's host as the server saw it; the list is filtered for it (again, in case the cache came from another page). */
  host: string | null;
}

/** Public notices for this site's domain: the list, and one notice at `?id=`. */
export function NoticesScreen({ host }: NoticesScreenProps) {
  const { t } = useT();
  const router = useRouter();
  const { data, isError } = useNoticesQuery();
  const failed = useAppSelector((state) => selectPageDataFailed(state, 'get-user-notices'));
  const notices = filterForHost(data?.notices ?? [], host ?? undefined);
  const id = idFromQuery(router.query.id);
  const selected = id === null ? undefined : notices.find((notice) => toAmount(notice.id) === id);

  return (
    <PageLayout title={selected ? `${selected.title} | ${t('notices.title')}` : t('notices.title')}>
      <Heading>{t('notices.title')}</Heading>
      {!data && (failed || isError) ? <UnavailableNotice /> : null}
      {id !== null && data ? <NoticeView notice={selected} /> : null}
      {id === null && data ? <NoticeList notices={notices} /> : null}
    </PageLayout>
  );
}

function NoticeList({ notices }: { notices: Notice[] }) {
  const { t } = useT();
  if (notices.length === 0) return <Empty>{t('notices.empty')}</Empty>;
  return (
    <List aria-label={t('notices.list')}>
      {notices.map((notice, index) => (
        <li key={toAmount(notice.id)}>
          <Row href={{ pathname: paths.notice, query: { id: toAmount(notice.id) } }} shallow>
            <Index className="tabular" aria-hidden="true">
              {notices.length - index}
            </Index>
            <RowTitle>{notice.title}</RowTitle>
            <When dateTime={notice.lastDate} className="tabular">
              {formatDate(notice.lastDate)}
            </When>
          </Row>
        </li>
      ))}
    </List>
  );
}

function NoticeView({ notice }: { notice: Notice | undefined }) {
  const { t } = useT();
  const back = (
    <Back href={paths.notice} shallow>
      {t('notices.back')}
    </Back>
  );
  if (!notice) {
    return (
      <>
        <Empty role="status">{t('notices.notFound')}</Empty>
        {back}
      </>
    );
  }
  return (
    <>
      <Article aria-labelledby="notice-title">
        <ArticleHead>
          <h2 id="notice-title">{notice.title}</h2>
          <When dateTime={notice.lastDate} className="tabular">
            {formatDate(notice.lastDate)}
          </When>
        </ArticleHead>
        <Body dangerouslySetInnerHTML={{ __html: sanitizeHtml(notice.contents) }} />
      </Article>
      {back}
    </>
  );
}

const Heading = styled.h1`
  margin: 0 0 16px;
  font-size: 1.6rem;
`;

const Empty = styled.p`
  padding: 40px 16px;
  text-align: center;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;

  li {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
`;

const Row = styled(Link)`
  display: grid;
  grid-template-columns: 2.5rem minmax(0, 1fr) auto;
  align-items: center;
  gap: 12px;
  min-height: 56px;
  padding: 12px 16px;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
`;

const Index = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const RowTitle = styled.span`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  overflow: hidden;
  font-weight: 600;
`;

const When = styled.time`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

const Article = styled.article`
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const ArticleHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px 16px;
  padding: 20px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const Body = styled.div`
  padding: 20px;
  line-height: 1.75;

  p {
    margin: 0 0 10px;
  }
  p:last-child {
    margin-bottom: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  margin-top: 16px;
  padding: 0 18px;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  text-decoration: none;
  font-weight: 600;
`;
