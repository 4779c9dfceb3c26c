import { Button } from '@/components/common/Button';
import { useEndOtherSessionsMutation, useEndSessionMutation, useSessionsQuery } from '@/store/securityApi';
import { Badge, Message, Panel, Rows, usePanel } from './parts';
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
    const answer = await endSession(sessionId)
      .unwrap()
      .catch(() => null);
    setOutcome(
      answer ? { ok: true, text: t('account.security.sessions.ended') } : { ok: false, text: t('apiError.unknown') },
    );
  }

  async function endAll(): Promise<void> {
    setOutcome(null);
    const answer = await endOthers()
      .unwrap()
      .catch(() => null);
    if (answer?.status === 'proof') return proof.ask(endAll);
    setOutcome(
      answer?.status === 'success'
        ? { ok: true, text: t('account.security.sessions.endedOthers', { ended: answer.ended }) }
        : { ok: false, text: t('apiError.unknown') },
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
      {outcome ? (
        <Message role={outcome.ok ? 'status' : 'alert'} $ok={outcome.ok}>
          {outcome.text}
        </Message>
      ) : null}
    </Panel>
  );
}
