import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, ButtonRow } from '@/components/common/Button';
import { useT } from '@/components/common/translation';
import { Message } from '@/components/common/Outcome';
import { Status } from './parts';

/** The recovery codes, shown once: copy, download, done. */
export function RecoveryCodes({ codes, renewed, onDone }: { codes: string[]; renewed: boolean; onDone: () => void }) {
  const { t } = useT();
  const id = useId();
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n');

  function download() {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  }

  return (
    <Codes role="group" aria-labelledby={`${id}-title`}>
      <Status $on id={`${id}-title`}>
        {t(renewed ? 'account.security.recovery.renewed' : 'account.security.twoFactor.enabled')}
      </Status>
      <p>{t('account.security.recovery.text')}</p>
      <ol aria-label={t('account.security.recovery.title')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <ButtonRow>
        <Button
          type="button"
          $tone="outline"
          onClick={() =>
            void navigator.clipboard?.writeText(text).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {t('account.security.recovery.copy')}
        </Button>
        <Button type="button" $tone="outline" onClick={download}>
          {t('account.security.recovery.download')}
        </Button>
        <Button type="button" $tone="primary" onClick={onDone}>
          {t('account.security.recovery.done')}
        </Button>
      </ButtonRow>
      {copied ? (
        <Message role="status" $tone="success">
          {t('account.security.recovery.copied')}
        </Message>
      ) : null}
    </Codes>
  );
}

const Codes = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;

  p {
    margin: 0;
  }
  /* Each number inside its own cell: outside it, "10." sat in the gap, against the code before it. */
  ol {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 11.5em), 1fr));
    gap: 8px 28px;
    margin: 0;
    padding: 14px;
    border-radius: 10px;
    list-style-position: inside;
    background: ${({ theme }) => theme.colors.background};
  }
  li {
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  li::marker {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  code {
    font-size: 1.05rem;
  }
`;
