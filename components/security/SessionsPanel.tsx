import { Button } from '@/components/common/Button';
import { useEndOtherSessionsMutation, useEndSessionMutation, useSessionsQuery } from '@/store/securityApi';
import { failure, Message, said } from '@/components/common/Outcome';
import { Badge, Panel, Rows, usePanel } from './parts';
import { useProof } from './ProofPrompt';

/** Where the member is signed in: each device ends at once (its next request is logged out); this one logs out as usual. */
export function SessionsPanel() {
  const { t, id, fmt, outcome, setOutcome } = usePanel();
  const { data } = useSessionsQuery();
  const [endSession] = useEndSessionMutation();
  const [endOthers, ending] = useEndOtherSessionsMutation();
  const proof = useProof();
  const sessions = data?.sessions ?? [];
  const others = sessions.filter((session) => !session.current).length;

  async function end(sessionId: string) {
    setOutcome(null);
    setOutcome(
      await endSession(sessionId)
        .unwrap()
        .then(
          () => ({ tone: 'success', text: t('account.security.sessions.ended') }) as const,
          (error: unknown) => failure(t, error),
        ),
    );
  }

  async function endAll(): Promise<void> {
    setOutcome(null);
    let answer;
    try {
      answer = await endOthers().unwrap();
    } catch (error) {
      return setOutcome(failure(t, error));
    }
    if (answer.status === 'proof') return proof.ask(endAll);
    setOutcome(
      answer.status === 'success'
        ? { tone: 'success', text: t('account.security.sessions.endedOthers', { ended: answer.ended }) }
        : { tone: 'error', text: t('apiError.unknown') },
    );
  }

  return (
    <Panel aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('account.security.sessions.title')}</h2>
      <p>{t('account.security.sessions.text')}</p>
      <Rows aria-label={t('account.security.sessions.list')}>
        {sessions.map((session) => (
          <li key={session.id}>
            <div>
              <strong>
                {session.device}
                {session.current ? <Badge>{t('account.security.sessions.current')}</Badge> : null}
              </strong>
              <small>{t('account.security.sessions.address', { address: session.address })}</small>
              <small>
                {t('account.security.sessions.times', {
                  started: fmt.dateTime(session.startedAt),
                  seen: fmt.dateTime(session.lastSeenAt),
                })}
              </small>
            </div>
            {session.current ? null : (
              <Button
                type="button"
                $tone="outline"
                onClick={() => void end(session.id)}
                aria-label={t('account.security.sessions.endNamed', {
                  device: session.device,
                  address: session.address,
                })}
              >
                {t('account.security.sessions.end')}
              </Button>
            )}
          </li>
        ))}
      </Rows>
      {others > 0 ? (
        <Button type="button" $tone="danger" disabled={ending.isLoading} onClick={() => void endAll()}>
          {t('account.security.sessions.endOthers')}
        </Button>
      ) : null}
      {proof.prompt}
      {outcome ? <Message {...said(outcome)} /> : null}
    </Panel>
  );
}
