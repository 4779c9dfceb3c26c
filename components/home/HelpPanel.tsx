import { useT } from '@/lib/t';
import styled from 'styled-components';
import { UnavailableNotice } from '@/components/common/UnavailableNotice';
import { toAmount } from '@/lib/format';
import { formatDate } from '@/lib/format/date';
import { paths } from '@/lib/paths';
import { useHelpListQuery } from '@/store/helpApi';
import { useAppSelector } from '@/store/hooks';
import { selectPageDataFailed } from '@/store/pageSlice';
import { selectLoggedOut } from '@/store/sessionSlice';
import { LATEST } from './NoticePanel';
import { Empty, Item, ItemDate, Items, ItemTitle, Panel } from './Panel';

/** The argument the server render loads the member's latest help items with; the hook must use the same. */
export const HOME_HELP_PAGING = { page: 1, size: LATEST };

/** A member's five latest questions to customer support, with their answer state. */
export function HelpPanel() {
  const { t } = useT();
  const loggedOut = useAppSelector(selectLoggedOut);
  const failed = useAppSelector((s) => selectPageDataFailed(s, 'get-help-list'));
  const { data } = useHelpListQuery(HOME_HELP_PAGING, { skip: loggedOut !== false || failed });
  const helps = (data?.helps ?? []).slice(0, LATEST);
  const title = t('nav.help');

  return (
    <Panel id="home-help" title={title} more={{ href: paths.help, text: t('home.more'), label: t('home.moreAbout', { section: title }) }}>
      {loggedOut !== false ? (
        <Empty>{t('home.helpGuest')}</Empty>
      ) : failed ? (
        <UnavailableNotice />
      ) : helps.length === 0 ? (
        <Empty>{t('home.noHelp')}</Empty>
      ) : (
        <Items>
          {helps.map((help) => {
            const answered = Boolean(help.answer);
            return (
              <li key={String(help.id)}>
                <Item href={{ pathname: paths.help, query: { mode: 'view', id: toAmount(help.id) } }}>
                  <ItemTitle>{help.title}</ItemTitle>
                  <State $answered={answered} $unread={answered && !help.read}>
                    {answered && !help.read ? t('home.newAnswer') : answered ? t('home.answered') : t('home.waiting')}
                  </State>
                  <ItemDate className="tabular">{formatDate(help.regDate)}</ItemDate>
                </Item>
              </li>
            );
          })}
        </Items>
      )}
    </Panel>
  );
}

const State = styled.span<{ $answered: boolean; $unread: boolean }>`
  flex: 0 0 auto;
  padding: 2px 8px;
  border-radius: 999px;
  font-size: 0.75rem;
  font-weight: 800;
  color: ${({ theme, $answered, $unread }) => ($unread ? theme.colors.accentText : $answered ? theme.colors.success : theme.colors.textMuted)};
  background: ${({ theme, $unread }) => ($unread ? theme.colors.accent : 'transparent')};
  border: 1px solid ${({ theme, $answered, $unread }) => ($unread ? theme.colors.accent : $answered ? theme.colors.success : theme.colors.border)};
`;
