import Link from 'next/link';
import { useRouter } from 'next/router';
import { useT } from '@/components/common/translation';
import styled from 'styled-components';
import { Button } from '@/components/common/Button';
import { Card, Empty, List, ListItem, PageTitle, RichText, Row, RowTitle, When } from '@/components/common/Card';
import { PagedList } from '@/components/common/PagedList';
import { UnavailableNotice } from '@/components/common/UnavailableNotice';
import { PageLayout } from '@/components/layout/PageLayout';
import type { Notice } from '@/lib/contract';
import { filterForHost } from '@/lib/domain';
import { toAmount } from '@/lib/format';
import { paths } from '@/lib/paths';
import { idFromQuery } from '@/lib/validation/paging';
import { useAppSelector } from '@/store/hooks';
import { useNoticesQuery } from '@/store/noticesApi';
import { selectPageDataFailed } from '@/store/pageSlice';
import { useSiteFormat } from '@/store/market';
import { useInLanguage } from '@/store/localized';

export interface NoticesScreenProps {
  /** The visitor's host as the server saw it; filtered again in case the cache came from another page. */
  host: string | null;
}

export function NoticesScreen({ host }: NoticesScreenProps) {
  const { t } = useT();
  const router = useRouter();
  const { data, isError } = useNoticesQuery();
  const failed = useAppSelector((state) => selectPageDataFailed(state, 'get-user-notices'));
  const notices = filterForHost(data?.notices ?? [], host ?? undefined);
  const id = idFromQuery(router.query.id);
  const selected = id === null ? undefined : notices.find((notice) => toAmount(notice.id) === id);
  const inLanguage = useInLanguage();

  return (
    <PageLayout title={selected ? `${inLanguage(selected.title)} | ${t('notices.title')}` : t('notices.title')}>
      <PageTitle>{t('notices.title')}</PageTitle>
      {id === null ? (
        <PagedList items={data ? notices : undefined} failed={failed || isError} empty={t('notices.empty')}>
          {(items) => <NoticeList notices={items} />}
        </PagedList>
      ) : data ? (
        <NoticeView notice={selected} />
      ) : failed || isError ? (
        <UnavailableNotice />
      ) : null}
    </PageLayout>
  );
}

function NoticeList({ notices }: { notices: readonly Notice[] }) {
  const { t } = useT();
  const fmt = useSiteFormat();
  const inLanguage = useInLanguage();
  return (
    <List aria-label={t('notices.list')}>
      {notices.map((notice, index) => (
        <ListItem key={toAmount(notice.id)}>
          <Row as={Link} href={{ pathname: paths.notice, query: { id: toAmount(notice.id) } }} shallow>
            <Index className="tabular" aria-hidden="true">
              {notices.length - index}
            </Index>
            <RowTitle>{inLanguage(notice.title)}</RowTitle>
            <When dateTime={notice.lastDate} className="tabular">
              {fmt.date(notice.lastDate)}
            </When>
          </Row>
        </ListItem>
      ))}
    </List>
  );
}

function NoticeView({ notice }: { notice: Notice | undefined }) {
  const { t } = useT();
  const fmt = useSiteFormat();
  const inLanguage = useInLanguage();
  const back = (
    <Back as={Link} href={paths.notice} shallow>
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
      <Card as="article" aria-labelledby="notice-title">
        <ArticleHead>
          <h2 id="notice-title">{inLanguage(notice.title)}</h2>
          <When dateTime={notice.lastDate} className="tabular">
            {fmt.date(notice.lastDate)}
          </When>
        </ArticleHead>
        <Body dangerouslySetInnerHTML={{ __html: inLanguage(notice.contents) }} />
      </Card>
      {back}
    </>
  );
}

const Index = styled.span`
  min-width: 2.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
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

const Body = styled(RichText)`
  padding: 20px;
`;

const Back = styled(Button)`
  margin-top: 16px;
`;
