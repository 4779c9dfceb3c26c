import { useTranslation } from 'next-i18next/pages';
import { Pill, When } from '@/components/common/Card';
import { UnavailableNotice } from '@/components/common/UnavailableNotice';
import { toAmount } from '@/lib/format';
import { formatDate } from '@/lib/format/date';
import { paths } from '@/lib/paths';
import { useHelpListQuery } from '@/store/helpApi';
import { useAppSelector } from '@/store/hooks';
import { selectPageDataFailed } from '@/store/pageSlice';
import { selectLoggedOut } from '@/store/sessionSlice';
import { LATEST } from './NoticePanel';
import { Item, Items, ItemTitle, Panel, Quiet } from './Panel';

/** The server render loads the latest help items with this argument; the hook must use the same. */
export const HOME_HELP_PAGING = { page: 1, size: LATEST };

export function HelpPanel() {
  const { t } = useTranslation();
  const loggedOut = useAppSelector(selectLoggedOut);
  const failed = useAppSelector((s) => selectPageDataFailed(s, 'get-help-list'));
  const { data } = useHelpListQuery(HOME_HELP_PAGING, { skip: loggedOut !== false || failed });
  const helps = (data?.helps ?? []).slice(0, LATEST);
  const title = t('nav.help');

  return (
    <Panel id="home-help" title={title} more={{ href: paths.help, text: t('home.more'), label: t('home.moreAbout', { section: title }) }}>
      {loggedOut !== false ? (
        <Quiet>{t('home.helpGuest')}</Quiet>
      ) : failed ? (
        <UnavailableNotice />
      ) : helps.length === 0 ? (
        <Quiet>{t('home.noHelp')}</Quiet>
      ) : (
        <Items>
          {helps.map((help) => {
            const answered = Boolean(help.answer);
            const unread = answered && !help.read;
            return (
              <li key={String(help.id)}>
                <Item href={{ pathname: paths.help, query: { mode: 'view', id: toAmount(help.id) } }}>
                  <ItemTitle>{help.title}</ItemTitle>
                  <Pill $tone={unread ? 'filled' : answered ? 'success' : 'muted'}>
                    {unread ? t('home.newAnswer') : answered ? t('home.answered') : t('home.waiting')}
                  </Pill>
                  <When className="tabular">{formatDate(help.lastDate)}</When>
                </Item>
              </li>
            );
          })}
        </Items>
      )}
    </Panel>
  );
}
