import { useT } from '@/components/common/translation';
import { UnavailableNotice } from '@/components/common/UnavailableNotice';
import { toAmount } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useAppSelector } from '@/store/hooks';
import { useInLanguage } from '@/store/localized';
import { useNoticesQuery } from '@/store/noticesApi';
import { selectPageDataFailed } from '@/store/pageSlice';
import { Item, ItemDate, Items, ItemTitle, Panel, Quiet } from './Panel';

export const LATEST = 5;

/** The latest notices for this site; the server filtered them for the visitor's host. */
export function NoticePanel() {
  const { t } = useT();
  const failed = useAppSelector((s) => selectPageDataFailed(s, 'get-user-notices'));
  const { data } = useNoticesQuery(undefined, { skip: failed });
  const notices = (data?.notices ?? []).slice(0, LATEST);
  const title = t('nav.notice');
  const inLanguage = useInLanguage();

  return (
    <Panel
      id="home-notices"
      title={title}
      more={{ href: paths.notice, text: t('home.more'), label: t('home.moreAbout', { section: title }) }}
    >
      {failed ? (
        <UnavailableNotice />
      ) : notices.length === 0 ? (
        <Quiet>{t('home.noNotices')}</Quiet>
      ) : (
        <Items>
          {notices.map((notice) => (
            <li key={String(notice.id)}>
              <Item href={{ pathname: paths.notice, query: { id: toAmount(notice.id) } }}>
                <ItemTitle>{inLanguage(notice.title)}</ItemTitle>
                <ItemDate value={notice.lastDate} />
              </Item>
            </li>
          ))}
        </Items>
      )}
    </Panel>
  );
}
