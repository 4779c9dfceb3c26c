import { useT } from '@/components/common/translation';
import styled from 'styled-components';
import type { MessengerApp } from '@/lib/contract/terms';
import { useAppSelector } from '@/store/hooks';
import { selectSite } from '@/store/pageSlice';
import { linkRow } from './linkRow';

/** The apps' own names, which are not translated. */
const MESSENGER_NAMES: Record<MessengerApp, string> = {
  telegram: 'Telegram',
  kakaotalk: 'KakaoTalk',
  line: 'LINE',
  whatsapp: 'WhatsApp',
  wechat: 'WeChat',
  zalo: 'Zalo',
};

/** The host's support e-mail and messenger, when the site names them; nothing otherwise. */
export function SupportContact({ className }: { className?: string }) {
  const { t } = useT();
  const { email, messenger } = useAppSelector(selectSite).support;
  if (!email && !messenger) return null;
  const chat = messenger ? `${MESSENGER_NAMES[messenger.app]}: ${messenger.handle}` : null;

  return (
    <List className={className} aria-label={t('layout.supportContact')}>
      {email ? (
        <li>
          {t('layout.email')}: <a href={`mailto:${email}`}>{email}</a>
        </li>
      ) : null}
      {messenger && chat ? (
        <li>
          {messenger.url ? (
            <a href={messenger.url} target="_blank" rel="noopener noreferrer">
              {chat} <span className="visually-hidden">{t('layout.newTab')}</span>
            </a>
          ) : (
            chat
          )}
        </li>
      ) : null}
    </List>
  );
}

const List = styled.ul`
  ${linkRow}
  margin: 0;
  padding: 0;
  list-style: none;
`;
