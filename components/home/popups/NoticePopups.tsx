import { useT } from '@/components/common/translation';
import { startTransition, useEffect, useId, useState, type CSSProperties } from 'react';
import styled from 'styled-components';
import { RichText } from '@/components/common/Card';
import type { Popup } from '@/lib/contract';
import {
  clearClosed,
  closeInView,
  hideForAWhile,
  POPUP_HIDE_MS,
  safeTitleColor,
  stackedPositions,
  visiblePopups,
  type PopupStorage,
} from '@/lib/popups';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useInLanguage } from '@/store/localized';
import { noticesApi } from '@/store/noticesApi';
import { selectRestriction } from '@/store/sessionSummary';
import { alpha, media } from '@/styles/theme';

function popupStorage(): PopupStorage {
  try {
    if (window.localStorage) return window.localStorage;
  } catch {
    // Refused: the stand-in below.
  }
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  };
}

export default function NoticePopups() {
  const { t } = useT();
  const dispatch = useAppDispatch();
  // No pop-ups in the restricted mode: they are the site's offers.
  const restricted = useAppSelector(selectRestriction) !== null;
  const [storage] = useState(popupStorage);
  const [shown, setShown] = useState<Popup[]>([]);
  const [total, setTotal] = useState(0);

  // Each visit fetches them again, and each fetch ends the plain closes of the last one.
  useEffect(() => {
    if (restricted) return;
    let active = true;
    const request = dispatch(noticesApi.endpoints.popups.initiate(undefined, { forceRefetch: true }));
    void request.then(({ data }) => {
      if (!active || !data) return;
      clearClosed(storage);
      // Sanitising and styling the pop-ups is rendered in slices, not in one long task.
      startTransition(() => {
        const visible = visiblePopups(data.note, { host: window.location.host, storage, now: Date.now() });
        setShown(visible);
        setTotal(visible.length);
      });
    });
    return () => {
      active = false;
      request.unsubscribe();
    };
  }, [dispatch, storage, restricted]);

  const positions = stackedPositions(shown);
  if (restricted || shown.length === 0) return null;
  const hours = Math.round(POPUP_HIDE_MS / 3_600_000);
  const dismiss = (popup: Popup, forAWhile: boolean) => {
    if (forAWhile) hideForAWhile(storage, popup.id);
    else closeInView(storage, popup.id);
    setShown((list) => list.filter((item) => item.id !== popup.id));
  };

  const closeAll = () => {
    for (const popup of shown) closeInView(storage, popup.id);
    setShown([]);
  };

  return (
    <Layer aria-label={t('popup.region')}>
      {total > 1 && (
        <PhoneBar>
          <span>{t('popup.counter', { current: total - shown.length + 1, total })}</span>
          <CloseAll type="button" onClick={closeAll}>
            {t('popup.closeAll')}
          </CloseAll>
        </PhoneBar>
      )}
      {shown.map((popup, index) => (
        <NoticePopup
          key={String(popup.id)}
          popup={popup}
          position={positions[index]}
          hideLabel={t('popup.hideFor', { hours })}
          closeLabel={t('popup.close')}
          onDismiss={(forAWhile) => dismiss(popup, forAWhile)}
        />
      ))}
    </Layer>
  );
}

interface NoticePopupProps {
  popup: Popup;
  position: { x: number; y: number; layer: number };
  hideLabel: string;
  closeLabel: string;
  onDismiss: (forAWhile: boolean) => void;
}

function NoticePopup({ popup, position, hideLabel, closeLabel, onDismiss }: NoticePopupProps) {
  const titleId = useId();
  const inLanguage = useInLanguage();

  return (
    <Card
      aria-labelledby={titleId}
      style={
        { '--pop-x': `${position.x}px`, '--pop-y': `${position.y}px`, '--pop-layer': position.layer } as CSSProperties
      }
    >
      <Title id={titleId} style={{ color: safeTitleColor(popup.titleColor) }}>
        {inLanguage(popup.title)}
      </Title>
      <Contents dangerouslySetInnerHTML={{ __html: inLanguage(popup.contents) }} />
      <Buttons>
        <Hide type="button" onClick={() => onDismiss(true)}>
          {hideLabel}
        </Hide>
        <Close type="button" onClick={() => onDismiss(false)}>
          {closeLabel}
        </Close>
      </Buttons>
    </Card>
  );
}

const Layer = styled.section`
  position: fixed;
  z-index: 25;
  top: 68px;
  left: 12px;
  right: 12px;
  display: flex;
  flex-direction: column;
  gap: 12px;
  max-height: calc(100dvh - 80px);
  overflow-y: auto;
  overscroll-behavior: contain;
  border-radius: 16px;

  ${media.desktop} {
    inset: 0;
    display: block;
    max-height: none;
    overflow: visible;
    border-radius: 0;
    pointer-events: none;
  }
`;

const PhoneBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 6px 6px 6px 16px;
  border-radius: 14px;
  background: ${({ theme }) => theme.colors.surfaceDeep};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
  font-variant-numeric: tabular-nums;

  ${media.desktop} {
    display: none;
  }
`;

const CloseAll = styled.button`
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Card = styled.section`
  flex: 0 0 auto;
  display: flex;
  flex-direction: column;
  border-radius: 16px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => alpha(theme.colors.accent, 35)};
  box-shadow: 0 18px 50px ${({ theme }) => alpha(theme.colors.shadow, 60)};

  /* A phone shows one at a time: closing it brings the next. */
  ${media.mobile} {
    & ~ & {
      display: none;
    }
  }

  ${media.desktop} {
    position: absolute;
    left: min(var(--pop-x), calc(100% - 436px));
    top: min(var(--pop-y), calc(100% - 160px));
    width: 420px;
    max-height: calc(100% - min(var(--pop-y), calc(100% - 160px)) - 16px);
    z-index: var(--pop-layer);
    pointer-events: auto;
  }
`;

const Title = styled.h2`
  margin: 0;
  padding: 14px 18px;
  font-size: 1.05rem;
  color: ${({ theme }) => theme.colors.accent};
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.colors.surfaceRaised},
    ${({ theme }) => theme.colors.surface}
  );
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Contents = styled(RichText)`
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  padding: 14px 18px;
  line-height: 1.6;

  ul,
  ol {
    padding-left: 20px;
  }
`;

const Buttons = styled.div`
  display: flex;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Hide = styled.button`
  flex: 1 1 auto;
  min-height: 48px;
  padding: 0 14px;
  border: 0;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Close = styled.button`
  flex: 0 0 auto;
  min-width: 96px;
  min-height: 48px;
  border: 0;
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 700;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.accent};
  }
`;
