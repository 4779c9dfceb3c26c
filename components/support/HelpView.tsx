import Link from 'next/link';
import { useRouter } from 'next/router';
import { useT } from '@/components/common/translation';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/common/Button';
import { Card, Empty, RichText, When } from '@/components/common/Card';
import { UnavailableNotice } from '@/components/common/UnavailableNotice';
import { toAmount } from '@/lib/format';
import { paths } from '@/lib/paths';
import { idFromQuery } from '@/lib/validation/paging';
import { useDeleteHelpMutation, useHelpListQuery, useReadHelpMutation } from '@/store/helpApi';
import { useAppSelector } from '@/store/hooks';
import { selectPageDataFailed } from '@/store/pageSlice';
import { alpha } from '@/styles/theme';
import { useSiteFormat } from '@/store/market';

interface HelpViewProps {
  paging: { page: number; size: number };
}

/** One question and its answer; opening an unread answer marks it read, which clears the header count. */
export function HelpView({ paging }: HelpViewProps) {
  const { t } = useT();
  const fmt = useSiteFormat();
  const router = useRouter();
  const id = idFromQuery(router.query.id);
  const { data, isError } = useHelpListQuery(paging);
  const failed = useAppSelector((state) => selectPageDataFailed(state, 'get-help-list'));
  const [readHelp] = useReadHelpMutation();
  const marked = useRef<number | null>(null);
  const [deleteHelp, { isLoading: deleting }] = useDeleteHelpMutation();
  const [asking, setAsking] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  const help = data?.helps.find((item) => toAmount(item.id) === id);
  const unreadAnswer = help !== undefined && help.answer !== null && !help.read;

  // Focus follows the question in place: onto "cancel" when it opens, back to its button when it closes.
  useEffect(() => {
    if (asking) keepButton.current?.focus();
    else if (asked.current) deleteButton.current?.focus();
    asked.current = asking;
  }, [asking]);

  useEffect(() => {
    if (!unreadAnswer || id === null || marked.current === id) return;
    marked.current = id;
    void readHelp(id);
  }, [unreadAnswer, id, readHelp]);

  const back = (
    <Back as={Link} href={{ pathname: paths.help, query: paging.page > 1 ? { page: paging.page } : {} }} shallow>
      {t('help.back')}
    </Back>
  );

  async function remove(helpId: number) {
    setDeleteFailed(false);
    try {
      await deleteHelp(helpId).unwrap();
      setDeleted(true);
    } catch {
      setDeleteFailed(true);
      setAsking(false);
    }
  }

  if (deleted) {
    return (
      <>
        <Empty role="status">{t('help.deleted')}</Empty>
        {back}
      </>
    );
  }
  if (!data)
    return (
      <>
        {failed || isError ? <UnavailableNotice /> : null}
        {back}
      </>
    );
  if (!help) {
    return (
      <>
        <Empty role="status">{t('help.notFound')}</Empty>
        {back}
      </>
    );
  }

  return (
    <>
      <Card as="article" aria-labelledby="help-question">
        <Part>
          <PartHead>
            <Label>{t('help.question')}</Label>
            <When dateTime={help.regDate} className="tabular">
              {fmt.date(help.regDate)}
            </When>
          </PartHead>
          <h2 id="help-question">{help.title}</h2>
          <Question>{help.contents}</Question>
        </Part>
        <Part $answer>
          <PartHead>
            <Label>
              {t('help.answer')} · {t('help.operator')}
            </Label>
            {help.answer !== null ? (
              <When dateTime={help.lastDate} className="tabular">
                {fmt.date(help.lastDate)}
              </When>
            ) : null}
          </PartHead>
          {help.answer !== null ? (
            <Answer data-testid="help-answer" dangerouslySetInnerHTML={{ __html: help.answer }} />
          ) : (
            <Waiting>{t('help.waiting')}</Waiting>
          )}
        </Part>
      </Card>
      {deleteFailed ? <Failed role="alert">{t('dialog.msg2054')}</Failed> : null}
      <Actions>
        {back}
        {asking ? (
          <Ask role="group" aria-labelledby="help-delete-ask">
            <p id="help-delete-ask">{t('help.deleteAsk')}</p>
            <Button ref={keepButton} type="button" onClick={() => setAsking(false)}>
              {t('help.cancel')}
            </Button>
            <Button
              type="button"
              $tone="danger"
              disabled={deleting}
              aria-busy={deleting}
              onClick={() => void remove(toAmount(help.id))}
            >
              {t('help.deleteConfirm')}
            </Button>
          </Ask>
        ) : (
          <Button ref={deleteButton} type="button" $tone="danger" onClick={() => setAsking(true)}>
            {t('help.deleteOne')}
          </Button>
        )}
      </Actions>
    </>
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-top: 16px;

  && > * {
    margin-top: 0;
  }
`;

const Ask = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  padding: 10px 14px;
  border-radius: 10px;
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => alpha(theme.colors.danger, 8)};

  p {
    margin: 0;
    font-weight: 600;
  }
`;

const Failed = styled.p`
  margin: 12px 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const Part = styled.div<{ $answer?: boolean }>`
  padding: 20px;
  border-top: ${({ $answer, theme }) => ($answer ? `1px solid ${theme.colors.border}` : '0')};
  background: ${({ $answer, theme }) => ($answer ? alpha(theme.colors.accent, 5) : 'transparent')};

  h2 {
    margin: 8px 0 12px;
    font-size: 1.2rem;
  }
`;

const PartHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 4px 12px;
`;

const Label = styled.span`
  font-size: 0.85rem;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.accent};
`;

const Question = styled.p`
  margin: 0;
  white-space: pre-wrap;
  line-height: 1.7;
`;

const Answer = styled(RichText)`
  margin-top: 12px;
`;

const Waiting = styled.p`
  margin: 12px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Back = styled(Button)`
  margin-top: 16px;
`;
