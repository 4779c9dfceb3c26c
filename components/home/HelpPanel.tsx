import { useT } from '@/components/common/translation';
import styled from 'styled-components';
import { Pill, RichText } from '@/components/common/Card';
import { UnavailableNotice } from '@/components/common/UnavailableNotice';
import type { PublicHelpItem } from '@/lib/contract';
import { toAmount } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useHelpListQuery, usePublicHelpListQuery } from '@/store/helpApi';
import { useAppSelector } from '@/store/hooks';
import { selectHasFeature, selectPageDataFailed } from '@/store/pageSlice';
import { selectLoggedOut } from '@/store/sessionSlice';
import { LATEST } from './NoticePanel';
import { Item, ItemDate, Items, ItemTitle, Panel, Quiet } from './Panel';

/** The latest of a member's own enquiries the lobby lists. */
export const HOME_HELP_PAGING = { page: 1, size: LATEST };

export function HelpPanel() {
  const { t } = useT();
  const loggedOut = useAppSelector(selectLoggedOut);
  // A member's own replies come after the page (see loaders/lobby), so that the lobby's render makes fewer calls.
  const { data, isError } = useHelpListQuery(HOME_HELP_PAGING, { skip: loggedOut !== false });
  const helps = (data?.helps ?? []).slice(0, LATEST);
  const title = t('nav.help');

  return (
    <Panel
      id="home-help"
      title={title}
      more={{ href: paths.help, text: t('home.more'), label: t('home.moreAbout', { section: title }) }}
    >
      {loggedOut !== false ? (
        <PublicHelp />
      ) : isError ? (
        <UnavailableNotice />
      ) : !data ? (
        <Quiet aria-busy="true">{t('catalogue.loading')}</Quiet>
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
                  <ItemDate value={help.lastDate} />
                </Item>
              </li>
            );
          })}
        </Items>
      )}
    </Panel>
  );
}

/** A visitor's panel: the answers the operator published for everyone, each opening in place (no script needed). */
function PublicHelp() {
  const { t } = useT();
  const offered = useAppSelector((s) => selectHasFeature(s, 'public-help'));
  const failed = useAppSelector((s) => selectPageDataFailed(s, 'get-public-help-list'));
  const { data } = usePublicHelpListQuery(undefined, { skip: !offered || failed });
  const helps = (data?.helps ?? []).slice(0, LATEST);
  if (helps.length === 0) return <Quiet>{t('home.helpGuest')}</Quiet>;
  return (
    <>
      <Items>
        {helps.map((help) => (
          <li key={String(help.id)}>
            <PublicQuestion help={help} />
          </li>
        ))}
      </Items>
      <Hint>{t('home.publicHelpHint')}</Hint>
    </>
  );
}

function PublicQuestion({ help }: { help: PublicHelpItem }) {
  const { t } = useT();
  return (
    <Details>
      <summary>
        <ItemTitle>{help.title}</ItemTitle>
        <ItemDate value={help.lastDate} />
      </summary>
      <Question>{help.contents}</Question>
      <Label>{t('home.operatorAnswer')}</Label>
      <RichText dangerouslySetInnerHTML={{ __html: help.answer }} />
    </Details>
  );
}

const Details = styled.details`
  padding: 4px 4px 8px;

  summary {
    display: flex;
    align-items: center;
    gap: 12px;
    min-height: 44px;
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary:hover span:first-child,
  &[open] summary span:first-child {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Question = styled.p`
  margin: 4px 0 10px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Label = styled.p`
  margin: 0 0 4px;
  font-size: 0.85rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accent};
`;

const Hint = styled(Quiet)`
  padding: 10px 4px 4px;
  font-size: 0.9rem;
`;
